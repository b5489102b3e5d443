import {
  exampleOfPicture,
  frameFit,
  isActive,
  liveFrameUrl,
  liveTargetName,
  pictureSize,
  nextLiveState,
  readLiveMessage,
} from './liveExample';

describe('exampleOfPicture', () => {
  it("names the example after the picture's file", () => {
    expect(
      exampleOfPicture('/img/widgets/drop-down.png', '/img/widgets/'),
    ).toBe('drop-down');
  });

  it('ignores other pictures and other names', () => {
    expect(exampleOfPicture('/img/logo.png', '/img/widgets/')).toBeUndefined();
    expect(
      exampleOfPicture('/img/widgets/a/b.png', '/img/widgets/'),
    ).toBeUndefined();
    expect(
      exampleOfPicture('/img/widgets/slider.svg', '/img/widgets/'),
    ).toBeUndefined();
  });
});

describe('liveFrameUrl', () => {
  it("points at the package's host page with the example in the query", () => {
    expect(liveFrameUrl('/live/abc/', {example: 'portal-list'})).toBe(
      '/live/abc/index.html?example=portal-list',
    );
    expect(liveFrameUrl('/live/abc', {example: 'a b'})).toBe(
      '/live/abc/index.html?example=a%20b',
    );
    expect(
      liveFrameUrl('/live/abc/', {example: 'slider'}, '示例的键盘输入'),
    ).toBe(
      `/live/abc/index.html?example=slider&input=${encodeURIComponent('示例的键盘输入')}`,
    );
  });

  it('names an app of the package instead of a gallery example', () => {
    expect(liveFrameUrl('/live/abc/', {app: 'image-viewer-step-19'})).toBe(
      '/live/abc/index.html?app=image-viewer-step-19',
    );
  });
});

describe('liveTargetName', () => {
  it('is the example, or the app when there is no example', () => {
    expect(liveTargetName({example: 'dock'})).toBe('dock');
    expect(liveTargetName({app: 'image-viewer-step-19'})).toBe(
      'image-viewer-step-19',
    );
  });
});

describe('readLiveMessage', () => {
  it("reads the host page's messages", () => {
    expect(
      readLiveMessage({source: 'makepad-live', type: 'ready', ms: 420}),
    ).toEqual({type: 'ready', ms: 420});
    expect(
      readLiveMessage({source: 'makepad-live', type: 'error', reason: 'webgl'}),
    ).toEqual({type: 'error', reason: 'webgl'});
    expect(readLiveMessage({source: 'makepad-live', type: 'escape'})).toEqual({
      type: 'escape',
    });
  });

  it('ignores anything else', () => {
    expect(readLiveMessage('ready')).toBeUndefined();
    expect(readLiveMessage(null)).toBeUndefined();
    expect(readLiveMessage({type: 'ready', ms: 1})).toBeUndefined();
    expect(
      readLiveMessage({source: 'makepad-live', type: 'error', reason: 'x'}),
    ).toBeUndefined();
    expect(
      readLiveMessage({source: 'makepad-live', type: 'ready'}),
    ).toBeUndefined();
  });
});

describe('nextLiveState', () => {
  it('starts or fails a loading example', () => {
    expect(nextLiveState({name: 'loading'}, {type: 'ready', ms: 5})).toEqual({
      name: 'running',
      ms: 5,
    });
    expect(
      nextLiveState({name: 'loading'}, {type: 'error', reason: 'load'}),
    ).toEqual({name: 'failed', reason: 'load'});
  });

  it('leaves the other states alone', () => {
    expect(nextLiveState({name: 'idle'}, {type: 'ready', ms: 5})).toEqual({
      name: 'idle',
    });
    expect(
      nextLiveState({name: 'running', ms: 5}, {type: 'error', reason: 'load'}),
    ).toEqual({name: 'running', ms: 5});
    expect(nextLiveState({name: 'loading'}, {type: 'escape'})).toEqual({
      name: 'loading',
    });
  });
});

describe('isActive', () => {
  it('holds while the frame loads or runs', () => {
    expect(isActive({name: 'loading'})).toBe(true);
    expect(isActive({name: 'running', ms: 1})).toBe(true);
    expect(isActive({name: 'idle'})).toBe(false);
    expect(isActive({name: 'failed', reason: 'load'})).toBe(false);
  });
});

describe('frameFit', () => {
  it("runs the example at its picture's size, scaled as the picture is", () => {
    expect(frameFit({width: 560, height: 200}, 280)).toEqual({
      width: 560,
      height: 200,
      scale: 0.5,
    });
    expect(frameFit({width: 560, height: 200}, 560)).toEqual({
      width: 560,
      height: 200,
      scale: 1,
    });
  });
});

describe('pictureSize', () => {
  const picture = (
    attributes: Record<string, string>,
    natural: [number, number],
  ) => ({
    naturalWidth: natural[0],
    naturalHeight: natural[1],
    getAttribute: (name: string) => attributes[name] ?? null,
  });

  it("is the picture's width and height attributes, loaded or not", () => {
    expect(pictureSize(picture({width: '800', height: '520'}, [0, 0]))).toEqual(
      {width: 800, height: 520},
    );
  });

  it('is the natural size of a loaded picture without attributes', () => {
    expect(pictureSize(picture({}, [640, 360]))).toEqual({
      width: 640,
      height: 360,
    });
  });

  it('is unknown for a picture neither loaded nor sized', () => {
    expect(pictureSize(picture({}, [0, 0]))).toBeUndefined();
  });
});
