// Ejected from @docusaurus/theme-classic Icon/SystemColorMode: the icon is drawn from the
// sprite file (src/components/SpriteIcon) instead of inline path data.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Icon/SystemColorMode';
import SpriteIcon from '@site/src/components/SpriteIcon';

export default function IconSystemColorMode(props: Props): ReactNode {
  return <SpriteIcon {...props} name="system-color-mode" />;
}
