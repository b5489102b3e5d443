/**
 * The search core's word list (indexFormat.ts, `terms`) written with front
 * coding: the words are sorted, so each shares a start with the word
 * before it, and each line gives only the length of that shared start (a
 * packed integer, packedInts.ts) and the rest of the word. Lengths count
 * UTF-16 code units, as the sort does.
 */
import {PackedReader, packInts} from './packedInts';

/** Length of the start that `a` and `b` share, in UTF-16 code units. */
function sharedStart(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let length = 0;
  while (length < limit && a[length] === b[length]) {
    length += 1;
  }
  return length;
}

/** Writes a list of words (none holding a line break), one line each. */
export function frontCode(words: readonly string[]): string {
  let previous = '';
  return words
    .map((word) => {
      const shared = sharedStart(previous, word);
      previous = word;
      return `${packInts([shared])}${word.slice(shared)}`;
    })
    .join('\n');
}

/** Reads the words `frontCode` wrote. */
export function frontDecode(text: string): string[] {
  if (text === '') {
    return [];
  }
  let previous = '';
  return text.split('\n').map((line) => {
    const reader = new PackedReader(line);
    const shared = reader.next();
    if (shared > previous.length) {
      throw new Error(
        `front coding: a word shares ${shared} characters with a word of ${previous.length}`,
      );
    }
    previous = previous.slice(0, shared) + line.slice(reader.position);
    return previous;
  });
}
