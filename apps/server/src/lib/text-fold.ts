import { type SQL, sql } from 'drizzle-orm';

/**
 * Case folding that works the same in JavaScript and in SQL whatever the database collation:
 * the Turkish İ, I and ı all become i, and the Turkish capitals are lowered explicitly (lower()
 * under the C collation only knows ASCII).
 */
const UPPER = 'İIıÖÜÇŞĞÂÎÛ';
const LOWER = 'iiiöüçşğâîû';

export function foldText(value: string): string {
  let out = '';
  for (const ch of value) {
    const i = UPPER.indexOf(ch);
    out += i >= 0 ? LOWER[i] : ch;
  }
  return out.toLowerCase();
}

export function foldSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${UPPER}, ${LOWER}))`;
}

/** Arabic short vowels and other marks (tashkeel), the superscript alef and the tatweel. */
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};
const ARABIC_VARIANTS = /[أإآٱىةؤئ]/g;

/**
 * Latin letters with marks, as a reader on a keyboard without them types them: `uzungol` finds
 * Uzungöl, `sumela` finds Sümela. The same pairs in JavaScript and in SQL (translate).
 */
const MARKED_LATIN = 'çğöşüâîûéèêëáàäíìïóòúùñ';
const PLAIN_LATIN = 'cgosuaiueeeeaaaiiioouun';
const MARKED_LATIN_PATTERN = new RegExp(`[${MARKED_LATIN}]`, 'g');

/**
 * Text as search compares it: lower case with the Turkish İ, I, ı and i all as i, Latin letters
 * without their marks (ö → o, ş → s), Arabic without diacritics or tatweel and with the alef, ya,
 * ta marbuta and hamza-seat forms unified.
 */
export function foldForSearch(text: string): string {
  return foldText(text)
    .replace(MARKED_LATIN_PATTERN, (ch) => PLAIN_LATIN[MARKED_LATIN.indexOf(ch)] ?? ch)
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_VARIANTS, (ch) => ARABIC_LETTERS[ch] ?? ch);
}

const ARABIC_MARK_CHARS = [
  ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i)),
  '\u0670',
  '\u0640',
].join('');

/** `foldForSearch` in SQL: the same folding of a column, for LIKE matches against a folded pattern. */
export function foldForSearchSql(expression: SQL): SQL {
  // translate() deletes the characters that have no counterpart: the marks after the eight letters.
  return sql`translate(${foldSql(expression)}, ${`${MARKED_LATIN}أإآٱىةؤئ${ARABIC_MARK_CHARS}`}, ${`${PLAIN_LATIN}اااايهوي`})`;
}

/** A LIKE pattern matching the search-folded text anywhere, with the wildcards escaped. */
export function foldedContainsPattern(value: string): string {
  return `%${foldForSearch(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
