import React, {type ComponentProps, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** The symbols of static/img/theme-icons.svg (its test checks the file). */
export const SPRITE_ICONS = [
  'light-mode',
  'dark-mode',
  'system-color-mode',
  'language',
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];

type Props = Omit<ComponentProps<'svg'>, 'name'> & {name: SpriteIconName};

/**
 * A navbar icon drawn from the sprite file static/img/theme-icons.svg
 * (CONTRIBUTING.md, Speed): every page's HTML holds a reference instead of
 * the path data (about 900 bytes gzip before the first paint), and the
 * file is fetched once, after the stylesheet, and cached. The symbols fill
 * with `currentColor`, so the icon takes the colour of the element around
 * it, as the inline icons did.
 */
export default function SpriteIcon({
  name,
  width = 24,
  height = 24,
  ...props
}: Props): ReactNode {
  const href = `${useBaseUrl('/img/theme-icons.svg')}#${name}`;
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} {...props}>
      <use href={href} />
    </svg>
  );
}
