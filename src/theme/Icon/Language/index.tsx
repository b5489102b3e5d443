// Ejected from @docusaurus/theme-classic Icon/Language: the icon is drawn from
// the sprite file (src/components/SpriteIcon) instead of inline path data.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Icon/Language';
import SpriteIcon from '@site/src/components/SpriteIcon';

export default function IconLanguage({
  width = 20,
  height = 20,
  ...props
}: Props): ReactNode {
  return (
    <SpriteIcon
      width={width}
      height={height}
      aria-hidden
      {...props}
      name="language"
    />
  );
}
