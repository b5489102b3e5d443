import React, {type ComponentProps, type ReactNode} from 'react';

type Props = ComponentProps<'h1'> & {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
};

/** Test double of `@theme/Heading`: the plain heading element. */
export default function Heading({as: As, ...props}: Props): ReactNode {
  return <As {...props} />;
}
