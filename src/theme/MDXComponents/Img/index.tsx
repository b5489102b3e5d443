import React, {useRef, type KeyboardEvent, type ReactNode} from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type ImgType from '@theme/MDXComponents/Img';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import ZoomOverlay from '@site/src/components/ZoomOverlay';
import {useImageZoom} from '@site/src/hooks/useImageZoom';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ImgType>;

/**
 * Images in the doc area open zoomed on click (CONTRIBUTING.md, Code blocks,
 * tabs and images).
 */
export default function ImgWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLImageElement>(null);
  const {state, target, open, close} = useImageZoom(ref);
  const label = translate({
    id: 'imageZoom.open',
    message: 'Zoom image',
    description: 'Accessible label of a zoomable image in the docs',
  });
  return (
    <>
      <Img
        {...props}
        ref={ref}
        className={styles.zoomable}
        role="button"
        tabIndex={0}
        aria-label={props.alt ? `${props.alt} (${label})` : label}
        onClick={open}
        onKeyDown={(event: KeyboardEvent<HTMLImageElement>) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
      />
      {state !== 'closed' && target && (
        <ZoomOverlay
          state={state}
          origin={target.origin}
          src={target.src}
          alt={props.alt ?? ''}
          natural={target.natural}
          onClose={close}
        />
      )}
    </>
  );
}
