// Ejected from @docusaurus/theme-classic Icon/DarkMode: the icon is drawn from the
// sprite file (src/components/SpriteIcon) instead of inline path data.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Icon/DarkMode';
import SpriteIcon from '@site/src/components/SpriteIcon';

export default function IconDarkMode(props: Props): ReactNode {
  return <SpriteIcon {...props} name="dark-mode" />;
}
