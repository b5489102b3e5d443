/**
 * A light English stemmer for matching word forms (CONTRIBUTING.md,
 * Search): `layouts` finds `layout`, `animations` finds `animation`,
 * `clipped` finds `clip`, `boxes` finds `box`, `shaped` finds `shape`,
 * `weekly` finds `week`. Only plural `-s`/`-es`/`-ies`, `-ing`, `-ed`,
 * `-ly` (leaving four letters) and a final `-e` are removed, and only from
 * words of ASCII letters long enough to keep a stem of three letters;
 * everything else is its own stem. British and American
 * spellings meet: `centre` and `center`, `colour` and `color`, `normalise`
 * and `normalize`.
 * Both the index's words and the query's words go through it, so a wrong
 * stem only makes two words equal that look alike, and an exact match still
 * ranks above it.
 */

const LETTERS = /^[a-z]+$/;
const VOWEL = /[aeiouy]/;
/** Consonants that are doubled before -ing/-ed (run → running). */
const DOUBLED = /([bdgmnprt])\1$/;

function withoutSuffix(word: string, suffix: string): string | undefined {
  if (!word.endsWith(suffix)) {
    return undefined;
  }
  const stem = word.slice(0, -suffix.length);
  return stem.length >= 3 && VOWEL.test(stem) ? stem : undefined;
}

function undouble(stem: string): string {
  return stem.length >= 4 && DOUBLED.test(stem) ? stem.slice(0, -1) : stem;
}

/** Without a final -e (make, making → mak), when three letters stay. */
function withoutFinalE(stem: string): string {
  return stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

function suffixRemoved(word: string): string {
  if (word.endsWith('ies') && word.length > 4) {
    return `${word.slice(0, -3)}y`;
  }
  if (/(ss|us|is)$/.test(word)) {
    return word;
  }
  if (/(x|ch|sh|ss|z)es$/.test(word)) {
    return word.slice(0, -2);
  }
  if (word.endsWith('s')) {
    return word.slice(0, -1);
  }
  const ing = withoutSuffix(word, 'ing');
  if (ing) {
    return undouble(ing);
  }
  const ed = withoutSuffix(word, 'ed');
  // Not from -eed (speed, agreed): that e belongs to the word.
  if (ed && !ed.endsWith('e')) {
    return undouble(ed);
  }
  const ly = withoutSuffix(word, 'ly');
  if (ly && ly.length >= 4) {
    return ly;
  }
  return word;
}

/** The American spelling of a British word: -tre, -our, -ise, -yse. */
function americanSpelling(word: string): string {
  return word
    .replace(/([^aeiou])tre(s?)$/, '$1ter$2')
    .replace(/([^aeiou])tred$/, '$1tered')
    .replace(/(\w{2})our(s|ed|ing)?$/, '$1or$2')
    .replace(/([aeiou][^aeiou]+)is(e|es|ed|ing|ation)$/, '$1iz$2')
    .replace(/ys(e|es|ed|ing)$/, 'yz$1');
}

export function stem(word: string): string {
  if (word.length < 4 || !LETTERS.test(word)) {
    return word;
  }
  return withoutFinalE(suffixRemoved(americanSpelling(word)));
}
