import React, {
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {navigatesInApp} from '@site/src/lib/intentLink';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of the site, with its base URL (a sidebar item's `href`). */
  to: string;
};

/**
 * A link to a page of the site that loads the page's code when the reader
 * shows intent (pointer over it, touch, keyboard focus), as @docusaurus/Link
 * does, but not when it merely scrolls into view: @docusaurus/Link also
 * prefetches every link in the viewport, which on a doc page means the code
 * of 27 to 43 sidebar pages after each load. Navigation stays client-side;
 * the build still checks the link (useBrokenLinks).
 */
export default function IntentLink({
  to,
  onClick,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Props): ReactNode {
  const history = useHistory();
  useBrokenLinks().collectLink(to);
  const preload = () => {
    window.docusaurus.preload(to);
  };
  return (
    // A plain anchor on purpose: @docusaurus/Link would prefetch on sight.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      {...props}
      href={to}
      onMouseEnter={(event) => {
        preload();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        preload();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        preload();
        onFocus?.(event);
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (navigatesInApp(event, props.target)) {
          event.preventDefault();
          history.push(to);
        }
      }}
    />
  );
}
