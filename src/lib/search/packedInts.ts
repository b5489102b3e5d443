/**
 * Lists of non-negative integers as short JSON-safe strings, for the search
 * index files: each number is written in groups of 5 bits, lowest first,
 * one character per group; the character's sixth bit says that another
 * group follows. Numbers below 32 take one character.
 */

const ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((char, value) => [char, value]));

const GROUP_BITS = 5;
const GROUP = 1 << GROUP_BITS;

/** Writes numbers one after the other. */
export class PackedWriter {
  private readonly chars: string[] = [];

  push(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new Error(`packed integers: ${value} is not a natural number`);
    }
    let rest = value;
    while (rest >= GROUP) {
      this.chars.push(ALPHABET[GROUP + (rest % GROUP)] ?? '');
      rest = Math.floor(rest / GROUP);
    }
    this.chars.push(ALPHABET[rest] ?? '');
  }

  /** Characters written so far. */
  get length(): number {
    return this.chars.length;
  }

  toString(): string {
    return this.chars.join('');
  }
}

/** Reads the numbers of a packed string in order. */
export class PackedReader {
  private at = 0;

  constructor(private readonly text: string) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  /** How many characters of the text the numbers read so far took. */
  get position(): number {
    return this.at;
  }

  next(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const char = this.text[this.at];
      const group = char === undefined ? undefined : VALUE.get(char);
      if (group === undefined) {
        throw new Error('packed integers: the text ends inside a number');
      }
      this.at += 1;
      if (group < GROUP) {
        return value + group * scale;
      }
      value += (group - GROUP) * scale;
      scale *= GROUP;
    }
  }
}

export function packInts(values: Iterable<number>): string {
  const writer = new PackedWriter();
  for (const value of values) {
    writer.push(value);
  }
  return writer.toString();
}

export function unpackInts(text: string): number[] {
  const reader = new PackedReader(text);
  const values: number[] = [];
  while (!reader.done) {
    values.push(reader.next());
  }
  return values;
}
