import {scrolledTooFar, zoomReducer, zoomTransform} from './imageZoom';

describe('image zoom', () => {
  it('goes closed → opening → opened → closing → closed', () => {
    let state = zoomReducer('closed', 'open');
    expect(state).toBe('opening');
    state = zoomReducer(state, 'shown');
    expect(state).toBe('opened');
    state = zoomReducer(state, 'close');
    expect(state).toBe('closing');
    expect(zoomReducer(state, 'hidden')).toBe('closed');
  });

  it('ignores events that do not fit the state', () => {
    expect(zoomReducer('closed', 'close')).toBe('closed');
    expect(zoomReducer('opened', 'open')).toBe('opened');
    expect(zoomReducer('closing', 'shown')).toBe('closing');
    expect(zoomReducer('opened', 'hidden')).toBe('opened');
    expect(zoomReducer('opening', 'close')).toBe('closing');
  });

  it('closes after a scroll of more than 40', () => {
    expect(scrolledTooFar(100, 140)).toBe(false);
    expect(scrolledTooFar(100, 141)).toBe(true);
    expect(scrolledTooFar(100, 59)).toBe(true);
  });

  it('centres the image and scales it to fill the viewport', () => {
    const from = {left: 100, top: 200, width: 200, height: 100};
    const viewport = {width: 1000, height: 800};
    expect(zoomTransform(from, viewport, {width: 4000, height: 2000})).toEqual({
      translateX: 300,
      translateY: 150,
      scale: 5,
      upscaled: false,
    });
    // A small screenshot grows past its pixels, drawn sharp.
    expect(
      zoomTransform(from, viewport, {width: 300, height: 150}),
    ).toMatchObject({scale: 5, upscaled: true});
    // A tall image is limited by the viewport's height.
    expect(
      zoomTransform({left: 0, top: 0, width: 100, height: 400}, viewport, {
        width: 100,
        height: 400,
      }).scale,
    ).toBe(2);
  });
});
