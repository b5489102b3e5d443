import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useScrollToTop} from '@site/src/hooks/useScrollToTop';
import {SCROLL_TO_TOP_PLACE_ATTRIBUTE} from '@site/src/data/readerSettings';
import styles from './styles.module.css';

/**
 * The scroll-to-top button of the sidebar menu bar (CONTRIBUTING.md,
 * Layout): where the bar shows, the button sits at its right end instead
 * of floating over the text, so it never covers text or a control. While
 * it is displayed, `<html>` carries SCROLL_TO_TOP_PLACE_ATTRIBUTE="bar" and
 * the floating button (src/theme/BackToTopButton) stays hidden.
 */
export default function BarScrollToTop(): ReactNode {
  const {shown, scrollToTop} = useScrollToTop();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const place = () => {
      // The bar may be hidden by a query parameter (src/lib/hiddenParts.ts).
      const displayed = ref.current?.offsetParent != null;
      if (displayed) {
        root.setAttribute(SCROLL_TO_TOP_PLACE_ATTRIBUTE, 'bar');
      } else {
        root.removeAttribute(SCROLL_TO_TOP_PLACE_ATTRIBUTE);
      }
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      root.removeAttribute(SCROLL_TO_TOP_PLACE_ATTRIBUTE);
    };
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className={clsx('clean-btn', styles.button, shown && styles.shown)}
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      onClick={scrollToTop}
    />
  );
}
