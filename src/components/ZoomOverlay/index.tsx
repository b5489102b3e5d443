import React, {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {zoomLayout, type ZoomState} from '@site/src/lib/imageZoom';
import styles from './styles.module.css';

type Props = {
  state: ZoomState;
  origin: DOMRect;
  src: string;
  alt: string;
  natural: {width: number; height: number};
  onClose: () => void;
};

/**
 * The zoomed copy of an image over a backdrop in the theme's background:
 * scaled to fill the viewport, or on a phone at its natural size in an
 * overlay the reader pans (zoomLayout).
 */
export default function ZoomOverlay({
  state,
  origin,
  src,
  alt,
  natural,
  onClose,
}: Props): ReactNode {
  // Start at the image's place, then move on the next frame so the browser
  // animates the change.
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const zoomed = entered && (state === 'opening' || state === 'opened');
  const layout = zoomLayout(
    origin,
    {width: window.innerWidth, height: window.innerHeight},
    natural,
  );
  const overlay = useRef<HTMLDivElement>(null);
  const pan = layout.kind === 'pan' ? layout : null;
  useLayoutEffect(() => {
    if (pan && overlay.current) {
      overlay.current.scrollLeft = pan.scrollLeft;
      overlay.current.scrollTop = pan.scrollTop;
      // The arrow keys pan too.
      overlay.current.focus({preventScroll: true});
    }
    // Once, where the zoom opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const style =
    layout.kind === 'pan'
      ? {
          left: layout.left,
          top: layout.top,
          width: layout.width,
          height: layout.height,
        }
      : {
          left: origin.left,
          top: origin.top,
          width: origin.width,
          height: origin.height,
          transform: zoomed
            ? `translate(${layout.translateX}px, ${layout.translateY}px) scale(${layout.scale})`
            : 'none',
        };
  return createPortal(
    <div
      ref={overlay}
      className={clsx(
        styles.overlay,
        zoomed && styles.visible,
        pan && styles.pans,
      )}
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      data-zoom-state={state}
      data-zoom-layout={layout.kind}
      tabIndex={pan ? 0 : undefined}
      onClick={onClose}>
      <img
        src={src}
        alt={alt}
        className={clsx(
          styles.image,
          layout.kind === 'fit' && layout.upscaled && styles.sharp,
          pan && styles.panned,
          pan && zoomed && styles.shown,
        )}
        style={style}
      />
    </div>,
    document.body,
  );
}
