import {useCallback, useEffect, useRef, useState} from 'react';
import {LIVE_START_TIMEOUT_MS} from '@site/src/data/liveExamples';
import {
  isActive,
  nextLiveState,
  readLiveMessage,
  type LiveState,
} from '@site/src/lib/liveExample';

export type LiveExample = {
  state: LiveState;
  /** Starts the example: the frame loads, the picture stays until it draws. */
  start: () => void;
  /** Back to the picture. */
  stop: () => void;
  /** The frame that runs the example. */
  frameRef: React.RefObject<HTMLIFrameElement | null>;
  /** The control that takes the focus back (Escape, stop). */
  controlRef: React.RefObject<HTMLButtonElement | null>;
};

/**
 * The state of one live example: follows the messages of its frame's host
 * page (src/live/host.js), gives up after LIVE_START_TIMEOUT_MS, moves the
 * keyboard focus into the frame when the example has drawn and back to the
 * control on Escape. `running.ms` is the time from `start` to the first
 * frame, as the page saw it.
 */
export function useLiveExample(): LiveExample {
  const [state, setState] = useState<LiveState>({name: 'idle'});
  const frameRef = useRef<HTMLIFrameElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  const startedAt = useRef(0);

  const start = useCallback(() => {
    startedAt.current = performance.now();
    setState({name: 'loading'});
  }, []);
  const stop = useCallback(() => {
    setState({name: 'idle'});
  }, []);

  const loading = state.name === 'loading';
  const active = isActive(state);

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) {
        return;
      }
      const message = readLiveMessage(event.data);
      if (!message) {
        return;
      }
      if (message.type === 'escape') {
        controlRef.current?.focus();
        return;
      }
      // The time to the first frame is the page's own: from `start`.
      const measured =
        message.type === 'ready'
          ? {...message, ms: Math.round(performance.now() - startedAt.current)}
          : message;
      setState((current) => nextLiveState(current, measured));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active]);

  useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = window.setTimeout(
      () => setState({name: 'failed', reason: 'timeout'}),
      LIVE_START_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [loading]);

  const running = state.name === 'running';
  useEffect(() => {
    if (running) {
      // The frame's element takes the focus, and with it its document.
      frameRef.current?.focus();
    }
  }, [running]);

  return {state, start, stop, frameRef, controlRef};
}
