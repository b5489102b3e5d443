import {
  scrolledTooFar,
  zoomLayout,
  zoomReducer,
  zoomTransform,
} from './imageZoom';

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

  it('on a phone, shows a larger file at its natural size, to pan', () => {
    const phone = {width: 390, height: 844};
    const from = {left: 16, top: 300, width: 358, height: 258};
    expect(zoomLayout(from, phone, {width: 720, height: 520})).toEqual({
      kind: 'pan',
      width: 720,
      height: 520,
      left: 0,
      top: 162,
      scrollLeft: 165,
      scrollTop: 0,
    });
    // A file no larger than the fitted size, and any image on a wide screen,
    // fill the viewport as before.
    expect(zoomLayout(from, phone, {width: 358, height: 258}).kind).toBe('fit');
    expect(
      zoomLayout(from, {width: 1400, height: 900}, {width: 720, height: 520})
        .kind,
    ).toBe('fit');
    expect(
      zoomLayout(from, phone, {
        width: Number.POSITIVE_INFINITY,
        height: Number.POSITIVE_INFINITY,
      }).kind,
    ).toBe('fit');
  });
});
