import {createPageChangeTracker, settlesBefore} from './pageChange';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return {promise, resolve};
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('page change tracker', () => {
  it('announces a page change at once when nothing animates', () => {
    const tracker = createPageChangeTracker();
    const announce = jest.fn();
    tracker.routeDidUpdate(announce);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('wakes the waiting transition and announces after it finished', async () => {
    const tracker = createPageChangeTracker();
    const announce = jest.fn();
    const finished = deferred();
    const rendered = jest.fn();
    void tracker.nextRouteUpdate().then(rendered);
    tracker.transitionStarted(finished.promise);

    tracker.routeDidUpdate(announce);
    await flush();
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(announce).not.toHaveBeenCalled();

    finished.resolve();
    await flush();
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('announces after a transition that was skipped', async () => {
    const tracker = createPageChangeTracker();
    const announce = jest.fn();
    tracker.transitionStarted(Promise.reject(new Error('skipped')));
    tracker.routeDidUpdate(announce);
    await flush();
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('forgets a finished transition', async () => {
    const tracker = createPageChangeTracker();
    tracker.transitionStarted(Promise.resolve());
    await flush();
    const announce = jest.fn();
    tracker.routeDidUpdate(announce);
    expect(announce).toHaveBeenCalledTimes(1);
  });
});

describe('settlesBefore', () => {
  it('is true when the promise settles first', async () => {
    expect(await settlesBefore(Promise.resolve(), new Promise(() => {}))).toBe(
      true,
    );
  });

  it('is false when the timeout comes first or the promise fails', async () => {
    expect(await settlesBefore(new Promise(() => {}), Promise.resolve())).toBe(
      false,
    );
    expect(
      await settlesBefore(
        Promise.reject(new Error('x')),
        new Promise(() => {}),
      ),
    ).toBe(false);
  });
});
