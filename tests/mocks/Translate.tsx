import React, {type ReactNode} from 'react';

/** Test double: messages are returned untranslated, `{name}`s filled in. */
export function translate(
  {message}: {id?: string; message: string},
  values: Record<string, string | number> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export default function Translate({
  children,
}: {
  id?: string;
  children: ReactNode;
}) {
  return <>{children}</>;
}
