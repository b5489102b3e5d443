/**
 * A live preview of an Sdf2d example, put after the example's code by
 * src/plugins/remark-sdf-preview. The server-rendered page (and a browser
 * without JavaScript or WebGL2) shows the picture Makepad 1.0 drew of the
 * example; in a browser with WebGL2 the live preview (./LivePreview, a
 * separate chunk loaded only by pages that have a preview) replaces it.
 */
import React, {
  lazy,
  Suspense,
  useCallback,
  useState,
  type ReactNode,
} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PREVIEW_SIZE} from '@site/src/data/sdfPreviews';
import type {ShaderBase} from '@site/src/lib/mpsl';
import type {ControlsOffer} from '@site/src/lib/sdfPreview/sliders';

const LivePreview = lazy(() => import('./LivePreview'));

/**
 * The frame's styles are inline: a CSS module here would tie every page
 * with a preview to the site's style chunk in the route table of the main
 * bundle, which all pages load. The live part's styles are in
 * styles.module.css, imported by the lazy chunk.
 */
export const FRAME_STYLE = {
  margin: '-0.5rem 0 var(--ifm-leading) 0',
  padding: '0.75rem',
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-code-border-radius)',
  background: 'var(--ifm-color-emphasis-100)',
} as const;

export const CAPTION_STYLE = {
  marginTop: '0.5rem',
  fontSize: '0.875rem',
  color: 'var(--ifm-color-emphasis-700)',
} as const;

const PICTURE_STYLE = {
  display: 'block',
  borderRadius: '4px',
  boxShadow: '0 0 0 1px var(--ifm-color-emphasis-300)',
} as const;

/** Props as the remark plugin writes them (strings). */
export type SdfPreviewProps = {
  readonly crate: string;
  readonly example: string;
  readonly base: string;
  /** The draw shader (body of `draw_bg`). */
  readonly source: string;
  /** Site path of Makepad's picture of the example, or empty. */
  readonly reference: string;
  /** `false` when the preview cannot run this example. */
  readonly live: string;
  /** URL of an Image widget's texture. */
  readonly image?: string;
};

/**
 * What a preview shows, also its `data-state`: `static` on the server (and
 * without JavaScript), `live` where WebGL2 can be tried, `unsupported`
 * without the WebGL2 API, `unavailable` when the browser refused a context.
 */
export type PreviewState = 'static' | 'live' | 'unsupported' | 'unavailable';

/**
 * The state after hydration; `static` on the server and during hydration,
 * so the first render matches the server's HTML.
 */
export function usePreviewState(): [PreviewState, () => void] {
  const isBrowser = useIsBrowser();
  const [unavailable, setUnavailable] = useState(false);
  const onUnavailable = useCallback(() => setUnavailable(true), []);
  let state: PreviewState = 'static';
  if (isBrowser) {
    state =
      typeof WebGL2RenderingContext === 'undefined'
        ? 'unsupported'
        : unavailable
          ? 'unavailable'
          : 'live';
  }
  return [state, onUnavailable];
}

export function ReferencePicture({
  reference,
  size,
}: {
  reference: string;
  size: number;
}): ReactNode {
  const src = useBaseUrl(reference);
  return (
    <img
      style={PICTURE_STYLE}
      src={src}
      width={size}
      height={size}
      alt={translate({
        id: 'sdfPreview.reference.alt',
        message: 'The example as Makepad 1.0 draws it',
        description:
          'Alt text of the picture of a shader example rendered by Makepad',
      })}
    />
  );
}

/**
 * The live caption says what the reader can do: edit the shader always,
 * move sliders or use other controls only when the shader has inputs.
 */
function LiveCaption({offer}: {offer: ControlsOffer}): ReactNode {
  if (offer === 'sliders') {
    return (
      <Translate
        id="sdfPreview.caption.liveSliders"
        description="Caption of a live shader preview whose inputs have sliders">
        Live preview: the code above, translated to WebGL2 and drawn in your
        browser. Edit the shader or move the sliders.
      </Translate>
    );
  }
  if (offer === 'controls') {
    return (
      <Translate
        id="sdfPreview.caption.liveControls"
        description="Caption of a live shader preview whose inputs have controls (sliders, a colour picker, a checkbox)">
        Live preview: the code above, translated to WebGL2 and drawn in your
        browser. Edit the shader or change its inputs with the controls.
      </Translate>
    );
  }
  return (
    <Translate
      id="sdfPreview.caption.liveEdit"
      description="Caption of a live shader preview without inputs (no sliders)">
      Live preview: the code above, translated to WebGL2 and drawn in your
      browser. Edit the shader to change it.
    </Translate>
  );
}

export default function SdfPreview({
  crate,
  example,
  base,
  source,
  reference,
  live,
  image,
}: SdfPreviewProps): ReactNode {
  const [state, onUnavailable] = usePreviewState();
  const [offer, setOffer] = useState<ControlsOffer>('none');
  const runs = live === 'true' && state === 'live';
  const picture = reference ? (
    <ReferencePicture reference={reference} size={PREVIEW_SIZE} />
  ) : null;

  return (
    <figure
      style={FRAME_STYLE}
      data-sdf-preview={`${crate}/${example}`}
      data-live={live}
      data-state={live === 'true' ? state : 'static'}>
      {runs ? (
        <Suspense fallback={picture}>
          <LivePreview
            crate={crate}
            example={example}
            source={source}
            base={base as ShaderBase}
            size={PREVIEW_SIZE}
            zoom={1}
            image={image}
            onUnavailable={onUnavailable}
            onControls={setOffer}
          />
        </Suspense>
      ) : (
        picture
      )}
      <figcaption style={CAPTION_STYLE}>
        {runs ? (
          <LiveCaption offer={offer} />
        ) : (
          <Translate
            id="sdfPreview.caption.static"
            description="Caption of the picture shown instead of a live shader preview (no WebGL2 or no JavaScript)">
            The code above as Makepad 1.0 draws it.
          </Translate>
        )}
      </figcaption>
    </figure>
  );
}
