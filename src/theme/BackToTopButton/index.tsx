// Ejected from @docusaurus/theme-classic BackToTopButton: the site (CONTRIBUTING.md, Layout) wants the
// scroll-to-top button once the reader has scrolled (useScrollToTop), not
// only while scrolling back up as the theme's useBackToTopButton does. The
// one change is marked "Makepad Book".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useScrollToTop} from '@site/src/hooks/useScrollToTop';

import styles from './styles.module.css';

export default function BackToTopButton(): ReactNode {
  // Makepad Book: shown once scrolled.
  const {shown, scrollToTop} = useScrollToTop();
  return (
    <button
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      className={clsx(
        'clean-btn',
        ThemeClassNames.common.backToTopButton,
        styles.backToTopButton,
        shown && styles.backToTopButtonShow,
      )}
      type="button"
      onClick={scrollToTop}
    />
  );
}
