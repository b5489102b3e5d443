// Ejected from @docusaurus/theme-classic Icon/LightMode: the icon is drawn from the
// sprite file (src/components/SpriteIcon) instead of inline path data.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Icon/LightMode';
import SpriteIcon from '@site/src/components/SpriteIcon';

export default function IconLightMode(props: Props): ReactNode {
  return <SpriteIcon {...props} name="light-mode" />;
}
