import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {LIVE_PLUGIN_NAME} from '@site/src/data/liveExamples';
import {useFrameFit} from '@site/src/hooks/useFrameFit';
import {useLiveExample} from '@site/src/hooks/useLiveExample';
import {
  isActive,
  liveFrameUrl,
  liveTargetName,
  type LiveState,
  type LiveTarget,
} from '@site/src/lib/liveExample';
import type {LiveExamplesData} from '@site/src/plugins/live-examples';
import styles from './styles.module.css';

type Props = LiveTarget & {
  /** The picture Makepad drew of it. */
  children: ReactNode;
};

function controlLabel(active: boolean): string {
  return active
    ? translate({
        id: 'liveExample.stop',
        message: 'Stop',
        description:
          'Button that stops a running live example and shows its picture again',
      })
    : translate({
        id: 'liveExample.run',
        message: 'Run it',
        description:
          'Button on a widget picture that starts the real widget, Makepad compiled to WebAssembly, in its place',
      });
}

function statusText(state: LiveState, built: boolean): string | undefined {
  if (!built) {
    return translate({
      id: 'liveExample.notBuilt',
      message:
        'The live example is not built in this copy of the site (npm run build:live); the picture shows what it draws.',
      description:
        'Note under a widget picture when the WebAssembly build is missing',
    });
  }
  switch (state.name) {
    case 'loading':
      return translate({
        id: 'liveExample.loading',
        message: 'Starting Makepad…',
        description: 'Progress message while a live example loads',
      });
    case 'running':
      return translate({
        id: 'liveExample.running',
        message:
          'This is Makepad running in the page: try it. Escape leaves it.',
        description: 'Hint under a running live example',
      });
    case 'failed':
      return state.reason === 'webgl'
        ? translate({
            id: 'liveExample.failed.webgl',
            message:
              'This browser has no WebGL, so the example cannot run here; the picture shows what it draws.',
            description: 'Message when a live example needs WebGL',
          })
        : state.reason === 'wasm'
          ? translate({
              id: 'liveExample.failed.wasm',
              message:
                'This browser cannot run WebAssembly, so the example cannot run here; the picture shows what it draws.',
              description: 'Message when a live example needs WebAssembly',
            })
          : translate({
              id: 'liveExample.failed.load',
              message:
                'The live example could not be loaded; the picture shows what it draws.',
              description: 'Message when a live example failed to load',
            });
    default:
      return undefined;
  }
}

/**
 * A widget's picture that can become the widget itself: "Run it" starts
 * Makepad's widget gallery, compiled to WebAssembly, in a frame of the
 * picture's size showing this `example` (src/plugins/live-examples), or
 * another `app` of the live package (the image viewer tutorial's). Nothing
 * of it loads before the reader asks; the picture stays until the first
 * frame is drawn, and stays for good if the browser cannot run it.
 */
export default function LiveExample({children, ...target}: Props): ReactNode {
  const name = liveTargetName(target);
  const {base} = usePluginData(LIVE_PLUGIN_NAME) as LiveExamplesData;
  const isBrowser = useIsBrowser();
  const {state, start, stop, frameRef, controlRef} = useLiveExample();
  const active = isActive(state);
  const running = state.name === 'running';
  const status = statusText(state, base !== null);
  const stageRef = useRef<HTMLDivElement>(null);
  const {fit, fitNow} = useFrameFit(stageRef, active);
  const begin = () => {
    fitNow();
    start();
  };
  return (
    <div
      className={styles.liveExample}
      data-live-example={name}
      data-live-state={state.name}
      data-live-ms={running ? state.ms : undefined}>
      <div className={styles.stage} ref={stageRef}>
        {/* Covered, not hidden: its alt text still describes the example. */}
        <div className={clsx(running && styles.covered)}>{children}</div>
        {active && base !== null && (
          <iframe
            ref={frameRef}
            className={clsx(styles.frame, !running && styles.pending)}
            style={
              fit && {
                width: fit.width,
                height: fit.height,
                transform: `scale(${fit.scale})`,
              }
            }
            src={liveFrameUrl(
              base,
              target,
              translate({
                id: 'liveExample.keyboardInput',
                message: 'Keyboard input of the example',
                description:
                  'Accessible name of the hidden text area through which a running live example receives the keyboard',
              }),
            )}
            title={translate(
              {
                id: 'liveExample.frameTitle',
                message: 'Live example: {example}',
                description:
                  'Accessible name of the frame that runs a widget example',
              },
              {example: name},
            )}
          />
        )}
      </div>
      {isBrowser && (
        <div className={styles.bar}>
          {base !== null && (
            <button
              ref={controlRef}
              type="button"
              className={clsx(
                'button button--sm',
                active ? 'button--secondary' : 'button--primary',
              )}
              aria-pressed={active}
              onClick={active ? stop : begin}>
              {controlLabel(active)}
            </button>
          )}
          {status && (
            <span
              className={styles.status}
              role={state.name === 'failed' ? 'alert' : 'status'}>
              {state.name === 'loading' && (
                <span className={styles.spinner} aria-hidden />
              )}
              {status}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
