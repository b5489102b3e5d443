import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {zoomTransform, type ZoomState} from '@site/src/lib/imageZoom';
import styles from './styles.module.css';

type Props = {
  state: ZoomState;
  origin: DOMRect;
  src: string;
  alt: string;
  natural: {width: number; height: number};
  onClose: () => void;
};

/** The zoomed copy of an image over a backdrop in the theme's background. */
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
  const {translateX, translateY, scale, upscaled} = zoomTransform(
    origin,
    {width: window.innerWidth, height: window.innerHeight},
    natural,
  );
  return createPortal(
    <div
      className={clsx(styles.overlay, zoomed && styles.visible)}
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      data-zoom-state={state}
      onClick={onClose}>
      <img
        src={src}
        alt={alt}
        className={clsx(styles.image, upscaled && styles.sharp)}
        style={{
          left: origin.left,
          top: origin.top,
          width: origin.width,
          height: origin.height,
          transform: zoomed
            ? `translate(${translateX}px, ${translateY}px) scale(${scale})`
            : 'none',
        }}
      />
    </div>,
    document.body,
  );
}
