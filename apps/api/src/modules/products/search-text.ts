/**
 * How product search folds text, the same way for the catalogue (in SQL, `foldedSql`) and for the
 * shopper's query (in JS, `searchQuery`): lower case, Latin letters without their accents
 * (Vietnamese đ → d, so "nuoc hoa" finds "nước hoa"), Arabic without its short vowels and with one
 * alef, ya and ha, punctuation of every script as spaces, and each Chinese character a word of its
 * own (Chinese has no spaces: "精油" is then the phrase 精 <-> 油 inside "香精油"). Only functions
 * PostgreSQL marks immutable and ships in core (translate, regexp_replace, to_tsvector 'simple'),
 * so it runs alike on PGlite and PostgreSQL with no extension (no unaccent).
 */

/** Letters folded to another (ASCII for Latin, the plain form for Arabic); both cases listed. */
function letterFolds(): Array<[string, string]> {
  const folds: Array<[string, string]> = [];
  const ranges: Array<[number, number]> = [
    [0x00c0, 0x024f], // Latin-1 Supplement letters, Latin Extended-A and -B (ơ, ư)
    [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese ạ, ế, ữ ...)
  ];
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code += 1) {
      const letter = String.fromCodePoint(code);
      const plain = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (plain !== letter && /^[a-z]$/.test(plain)) folds.push([letter, plain]);
    }
  }
  folds.push(['đ', 'd'], ['Đ', 'd'], ['ø', 'o'], ['Ø', 'o'], ['ł', 'l'], ['Ł', 'l'], ['ı', 'i']);
  for (const alef of 'أإآٱ') folds.push([alef, 'ا']);
  folds.push(['ى', 'ي'], ['ئ', 'ي'], ['ؤ', 'و'], ['ة', 'ه']);
  return folds;
}

/** Punctuation PostgreSQL's parser may read as part of a word (it knows ASCII's alone in C locales). */
const PUNCTUATION = '،؛؟۔、。，．：；！？（）「」『』《》〈〉【】・·–—…‘’“”«»﹏～';

const FOLDS = letterFolds();
/** translate()'s two strings: each folded letter, then each punctuation mark to a space. */
export const FOLD_FROM = FOLDS.map(([from]) => from).join('') + PUNCTUATION;
export const FOLD_TO = FOLDS.map(([, to]) => to).join('') + ' '.repeat([...PUNCTUATION].length);
const FOLD_MAP = new Map([...FOLD_FROM].map((char, index) => [char, [...FOLD_TO][index]!]));

/** Combining accents and Arabic short vowels and tatweel: dropped. */
export const MARKS_CLASS = '[\u0300-\u036f\u064b-\u065f\u0670\u0640]';
/** CJK ideographs (Extension A and the unified block): each becomes a word. */
export const HAN_CLASS = '([\u3400-\u4dbf\u4e00-\u9fff])';

/** An Arabic word with "and" (و) or "the" (ال) written on it, of at least two more letters. */
export const ARABIC_AND = '(^|\\s)و([^\\s]{2,})';
export const ARABIC_THE = '(^|\\s)ال([^\\s]{2,})';

const MARKS = new RegExp(MARKS_CLASS, 'gu');
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/u;

/** A text folded as the catalogue's search document is (NFC first: a query may come decomposed). */
export function foldText(text: string): string {
  const lower = text.normalize('NFC').toLowerCase();
  return [...lower]
    .map((char) => FOLD_MAP.get(char) ?? char)
    .join('')
    .replace(MARKS, '');
}

/** Longest query searched, in characters (the contract's `q` maxLength). */
export const MAX_QUERY_LENGTH = 100;
/** Words of a query that count; more are ignored (a query of 100 one-letter words stays cheap). */
const MAX_TERMS = 12;

/**
 * The `to_tsquery('simple', …)` text of a shopper's query: every word must match (AND), each as a
 * prefix (so "jasm" finds jasmine while typing), a run of Chinese characters as a phrase of
 * characters. Null when the query has no letter or digit. The words are letters and digits only,
 * so nothing in them can be read as a tsquery operator.
 */
export function searchQuery(q: string): string | null {
  const words = foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_TERMS);
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const pieces = word.match(/[\u3400-\u4dbf\u4e00-\u9fff]|[^\u3400-\u4dbf\u4e00-\u9fff]+/gu) ?? [word];
      const terms = pieces.map((piece) => (HAN.test(piece) ? `'${piece}'` : `'${piece}':*`));
      return terms.length === 1 ? terms[0] : `(${terms.join(' <-> ')})`;
    })
    .join(' & ');
}
