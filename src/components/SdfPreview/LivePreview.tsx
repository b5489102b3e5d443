/**
 * The live part of a preview, loaded only in browsers with WebGL2: the
 * canvas, the sliders of the shader's instances and uniforms, a play/pause
 * button when the shader reads `self.time`, and the editor of the draw
 * shader with the compiler's message.
 */
import clsx from 'clsx';
import React, {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {asLocale, type Locale} from '@site/src/data/site';
import {localizeMpslMessage} from '@site/src/lib/mpsl/messages';
import {PREVIEW_CRATES, SLIDER_RANGES} from '@site/src/data/sdfPreviews';
import type {ShaderBase} from '@site/src/lib/mpsl';
import {
  colorFromHex,
  controlsFor,
  controlsOffer,
  hexColor,
  type Control,
  type ControlsOffer,
} from '@site/src/lib/sdfPreview/sliders';
import type {ErrorEffect} from '@site/src/lib/shaderEditor/extensions';
import {useLivePreview, type PreviewError} from './useLivePreview';
import styles from './styles.module.css';

/**
 * CodeMirror (about 90 KB gzip) is a chunk of its own, fetched when the
 * editor first shows: at once in the playground, on "Edit the shader"
 * elsewhere, so a reader who only looks at the pictures never loads it
 * (CONTRIBUTING.md, Budgets).
 */
const ShaderEditor = lazy(() => import('../ShaderEditor'));

export type LivePreviewProps = {
  /** The listing crate and example name (backdrop, slider ranges). */
  readonly crate: string;
  readonly example: string;
  readonly source: string;
  readonly base: ShaderBase;
  readonly size: number;
  readonly zoom: number;
  /** URL of the texture `image` of an Image widget. */
  readonly image?: string;
  /** The editor is always shown (the playground), not behind a button. */
  readonly alwaysEditing?: boolean;
  /** Called when the browser cannot draw (no WebGL2, context lost). */
  readonly onUnavailable: () => void;
  /** Told which controls the shader's inputs give (the caption says so). */
  readonly onControls?: (offer: ControlsOffer) => void;
};

function errorText(error: PreviewError, locale: Locale): string {
  if (error.kind === 'glsl') {
    return translate(
      {
        id: 'sdfPreview.error.glsl',
        message: 'The GPU rejected the translated shader: {message}',
        description: 'Error of the live shader preview: GLSL compile error',
      },
      {message: error.message.trim()},
    );
  }
  return translate(
    {
      id: 'sdfPreview.error.position',
      message: 'Line {line}, column {col}: {message}',
      description:
        'Error of the live shader preview, with its place in the code; {message} is the compiler message',
    },
    {
      line: error.line,
      col: error.col,
      message: localizeMpslMessage(error.message, locale),
    },
  );
}

/** What the editor marks: the translator's errors have a place, the GPU's not. */
function editorError(
  error: PreviewError | undefined,
  locale: Locale,
): ErrorEffect {
  if (!error) {
    return {invalid: false};
  }
  return error.kind === 'mpsl'
    ? {
        invalid: true,
        at: {
          line: error.line,
          col: error.col,
          message: errorText(error, locale),
        },
      }
    : {invalid: true};
}

function ControlView({
  control,
  valueOf,
  setValue,
}: {
  control: Control;
  valueOf: (input: string) => readonly number[];
  setValue: (input: string, value: readonly number[]) => void;
}): ReactNode {
  const id = useId();
  const value = valueOf(control.input);
  if (control.kind === 'checkbox') {
    return (
      <label className={styles.control}>
        <input
          type="checkbox"
          checked={(value[0] ?? 0) !== 0}
          onChange={(event) =>
            setValue(control.input, [event.target.checked ? 1 : 0])
          }
        />
        <code>{control.input}</code>
      </label>
    );
  }
  if (control.kind === 'color') {
    return (
      <label className={styles.control}>
        <code>{control.input}</code>
        <input
          type="color"
          value={hexColor(value)}
          onChange={(event) =>
            setValue(control.input, colorFromHex(event.target.value, value))
          }
        />
      </label>
    );
  }
  return (
    <>
      {control.sliders.map((slider) => {
        const current = value[slider.component] ?? 0;
        return (
          <div className={styles.control} key={slider.label}>
            <label htmlFor={`${id}-${slider.component}`}>
              <code>{slider.label}</code>
            </label>
            <input
              id={`${id}-${slider.component}`}
              type="range"
              min={slider.min}
              max={slider.max}
              step={slider.step}
              value={current}
              onChange={(event) => {
                const next = [...value];
                next[slider.component] = Number(event.target.value);
                setValue(control.input, next);
              }}
            />
            <output htmlFor={`${id}-${slider.component}`}>
              {Number(current.toFixed(3))}
            </output>
          </div>
        );
      })}
    </>
  );
}

export default function LivePreview({
  crate,
  example,
  source,
  base,
  size,
  zoom,
  image,
  alwaysEditing = false,
  onUnavailable,
  onControls,
}: LivePreviewProps): ReactNode {
  const canvas = useRef<HTMLCanvasElement>(null);
  const locale = asLocale(useDocusaurusContext().i18n.currentLocale);
  const editorId = useId();
  const [editing, setEditing] = useState(alwaysEditing);
  const backdrop =
    PREVIEW_CRATES.find((candidate) => candidate.name === crate)?.backdrop ??
    '#000000';
  const preview = useLivePreview({
    canvas,
    initialCode: source,
    base,
    size,
    zoom,
    backdrop,
    image,
    onUnavailable,
  });
  const controls = controlsFor(preview.inputs, SLIDER_RANGES[example]);
  const offer = controlsOffer(controls);
  useEffect(() => onControls?.(offer), [onControls, offer]);

  return (
    <div
      className={clsx(styles.live, alwaysEditing && styles.sideBySide)}
      data-ready={preview.ready ? 'true' : 'false'}
      data-error={preview.error ? 'true' : 'false'}>
      <div className={styles.stage}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          style={{width: size * zoom, height: size * zoom}}
          width={size * zoom}
          height={size * zoom}
          role="img"
          aria-label={translate({
            id: 'sdfPreview.canvas.label',
            message: 'The example, drawn live in your browser',
            description: 'Accessible name of the live shader preview canvas',
          })}
        />
        <div className={styles.controls}>
          {controls.map((control) => (
            <ControlView
              key={control.input}
              control={control}
              valueOf={preview.valueOf}
              setValue={preview.setValue}
            />
          ))}
          {preview.animated && (
            <button
              type="button"
              className={clsx(
                'button button--sm button--secondary',
                styles.button,
              )}
              aria-pressed={!preview.playing}
              onClick={() => preview.setPlaying(!preview.playing)}>
              {preview.playing ? (
                <Translate
                  id="sdfPreview.time.pause"
                  description="Button that stops the clock (self.time) of an animated shader preview">
                  Pause
                </Translate>
              ) : (
                <Translate
                  id="sdfPreview.time.play"
                  description="Button that restarts the clock (self.time) of an animated shader preview">
                  Play
                </Translate>
              )}
            </button>
          )}
          {!alwaysEditing && (
            <button
              type="button"
              className={clsx(
                'button button--sm button--primary',
                styles.button,
              )}
              aria-expanded={editing}
              aria-controls={editorId}
              onClick={() => setEditing(!editing)}>
              {editing ? (
                <Translate
                  id="sdfPreview.editor.close"
                  description="Button that hides the shader editor of a preview">
                  Hide the shader
                </Translate>
              ) : (
                <Translate
                  id="sdfPreview.editor.open"
                  description="Button that shows the shader editor of a preview">
                  Edit the shader
                </Translate>
              )}
            </button>
          )}
        </div>
      </div>
      <div id={editorId} className={styles.editor} hidden={!editing}>
        <label id={`${editorId}-label`} className={styles.editorLabel}>
          <Translate
            id="sdfPreview.editor.label"
            description="Label of the text area holding the draw shader (the body of draw_bg) of a preview">
            Draw shader (the body of draw_bg)
          </Translate>
        </label>
        {/* CodeMirror measures its text: it starts once shown. */}
        {editing && (
          <Suspense
            fallback={
              <pre className={styles.loading} aria-busy="true">
                {preview.code}
              </pre>
            }>
            <ShaderEditor
              value={preview.code}
              onChange={preview.setCode}
              error={editorError(preview.error, locale)}
              labelledBy={`${editorId}-label`}
              describedBy={`${editorId}-status`}
            />
          </Suspense>
        )}
        <div className={styles.editorBar}>
          <p
            id={`${editorId}-status`}
            role="status"
            className={preview.error ? styles.error : styles.ok}
            data-testid="sdf-preview-status">
            {preview.error ? (
              errorText(preview.error, locale)
            ) : (
              <Translate
                id="sdfPreview.status.ok"
                description="Status of the shader preview when the code compiles">
                Compiled: the picture shows this code.
              </Translate>
            )}
          </p>
          <button
            type="button"
            className={clsx(
              'button button--sm button--secondary',
              styles.button,
            )}
            disabled={preview.code === source}
            onClick={() => preview.setCode(source)}>
            <Translate
              id="sdfPreview.editor.reset"
              description="Button that restores the example's original shader code">
              Reset
            </Translate>
          </button>
        </div>
      </div>
    </div>
  );
}
