/**
 * The Sdf2d playground: the live preview's editor and canvas, drawn twice
 * as large, with a choice of starting shaders (compiled examples of the
 * listing crates, src/data/sdfPreviews.ts PLAYGROUND_STARTERS, filled in by
 * src/plugins/remark-sdf-preview).
 */
import React, {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {PLAYGROUND_ZOOM, PREVIEW_SIZE} from '@site/src/data/sdfPreviews';
import type {ShaderBase} from '@site/src/lib/mpsl';
import {
  CAPTION_STYLE,
  FRAME_STYLE,
  ReferencePicture,
  usePreviewState,
  type SdfPreviewProps,
} from '../SdfPreview';

const TOOLBAR_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  marginBottom: '0.75rem',
} as const;

/**
 * The picker of starting shaders, drawn like the site's controls: inline
 * like the frame (SdfPreview, FRAME_STYLE), colours from Infima's
 * variables so both appearances follow; the arrow is two gradients in the
 * text colour.
 */
const SELECT_STYLE = {
  appearance: 'none',
  minWidth: '10rem',
  padding: '0.375rem 2rem 0.375rem 0.75rem',
  border: '1px solid var(--ifm-color-emphasis-600)',
  borderRadius: 'var(--ifm-button-border-radius)',
  backgroundColor: 'var(--ifm-background-surface-color)',
  backgroundImage:
    'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 1.125rem) 50%, calc(100% - 0.8125rem) 50%',
  backgroundSize: '0.3125rem 0.3125rem',
  backgroundRepeat: 'no-repeat',
  color: 'var(--ifm-font-color-base)',
  fontFamily: 'var(--ifm-font-family-monospace)',
  fontSize: 'var(--ifm-code-font-size)',
  lineHeight: 1.5,
} as const;

const LivePreview = lazy(() => import('../SdfPreview/LivePreview'));

export default function SdfPlayground({
  starters,
}: {
  /** JSON array of SdfPreviewProps, one per starting shader. */
  readonly starters: string;
}): ReactNode {
  const choices = JSON.parse(starters) as SdfPreviewProps[];
  const [index, setIndex] = useState(0);
  const selectId = useId();
  const [state, onUnavailable] = usePreviewState();
  const chosen = choices[index]!;
  const runs = state === 'live';
  const picture = chosen.reference ? (
    <ReferencePicture reference={chosen.reference} size={PREVIEW_SIZE} />
  ) : null;

  return (
    <figure
      style={FRAME_STYLE}
      data-sdf-playground=""
      data-sdf-preview={`${chosen.crate}/${chosen.example}`}
      data-state={state}>
      <div style={TOOLBAR_STYLE}>
        <label htmlFor={selectId} style={{fontWeight: 600}}>
          <Translate
            id="sdfPlayground.starter.label"
            description="Label of the list of starting shaders in the Sdf2d playground">
            Start from
          </Translate>
        </label>
        <select
          id={selectId}
          value={index}
          disabled={!runs}
          style={{
            ...SELECT_STYLE,
            cursor: runs ? 'pointer' : 'default',
            opacity: runs ? 1 : 0.6,
          }}
          onChange={(event) => setIndex(Number(event.target.value))}>
          {choices.map((choice, i) => (
            <option key={`${choice.crate}/${choice.example}`} value={i}>
              {choice.example}
            </option>
          ))}
        </select>
      </div>
      {runs ? (
        <Suspense fallback={picture}>
          <LivePreview
            key={`${chosen.crate}/${chosen.example}`}
            crate={chosen.crate}
            example={chosen.example}
            source={chosen.source}
            base={chosen.base as ShaderBase}
            size={PREVIEW_SIZE}
            zoom={PLAYGROUND_ZOOM}
            alwaysEditing
            onUnavailable={onUnavailable}
          />
        </Suspense>
      ) : (
        <>
          {picture}
          <figcaption style={CAPTION_STYLE}>
            {translate({
              id: 'sdfPlayground.unavailable',
              message:
                'The playground needs JavaScript and WebGL2. Above is the first starting shader as Makepad 1.0 draws it.',
              description:
                'Shown in the Sdf2d playground when the browser cannot run it',
            })}
          </figcaption>
        </>
      )}
    </figure>
  );
}
