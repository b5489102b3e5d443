import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';

/** What a code block's context holds about its word wrap. */
export type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/** Whether a block needs its wrap toggle: it scrolls, or it wraps already. */
function needsToggle(pre: HTMLPreElement, code: HTMLElement): boolean {
  return pre.scrollWidth > pre.clientWidth || code.hasAttribute('style');
}

/**
 * theme-common's code block word wrap, measured by a ResizeObserver on the
 * block and its lines. The theme measured each block in an effect while
 * the page hydrated (making the browser lay the page out there), again on
 * every window resize, and watched the block's tab panel for `hidden`
 * through a hook whose first use loads the browser's collation data
 * (`localeCompare`, 30–48 ms of a phone's main thread at 4× CPU
 * slowdown). The observer's first report comes with the next frame, once
 * the page is laid out, and it reports again when the window resizes, when
 * the lines change width (a web font, wrapping) and when a hidden tab panel
 * shows the block (its size changes from nothing).
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  useEffect(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) {
      return undefined;
    }
    const resizes = new ResizeObserver(() =>
      setIsCodeScrollable(needsToggle(pre, code)),
    );
    resizes.observe(pre);
    resizes.observe(code);
    return () => resizes.disconnect();
  }, []);

  const toggle = useCallback(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) {
      return;
    }
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too: no scrollbar at all.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    setIsCodeScrollable(needsToggle(pre, code));
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
