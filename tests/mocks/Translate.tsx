import React, {type ReactNode} from 'react';

/** Test double: messages are returned untranslated. */
export function translate({message}: {id?: string; message: string}): string {
  return message;
}

export default function Translate({
  children,
}: {
  id?: string;
  children: ReactNode;
}) {
  return <>{children}</>;
}
