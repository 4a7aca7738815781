/**
 * Case folding that works the same in JavaScript and in SQL whatever the database collation:
 * the Turkish İ, I and ı all become i, and the capitals with marks of Turkish, French and Spanish
 * are lowered explicitly (lower() under the C collation only knows ASCII). The server's SQL twins
 * are in apps/server/src/lib/text-fold.ts; the tables are exported for them.
 */
export const TURKISH_UPPER = 'İIıÖÜÇŞĞÂÎÛÉÈÊËÀÁÄÍÌÏÓÒÔÚÙÑŸŒÆ';
export const TURKISH_LOWER = 'iiiöüçşğâîûéèêëàáäíìïóòôúùñÿœæ';

export function foldText(value: string): string {
  let out = '';
  for (const ch of value) {
    const i = TURKISH_UPPER.indexOf(ch);
    out += i >= 0 ? TURKISH_LOWER[i] : ch;
  }
  return out.toLowerCase();
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
 * Uzungöl, `sumela` finds Sümela, `cafe` finds café, `espanol` español, `francais` français. The
 * same pairs in JavaScript and in SQL (translate); the French ligatures are written out (œ → oe).
 */
export const MARKED_LATIN = 'çğöşüâîûéèêëáàäíìïóòôúùñÿ';
export const PLAIN_LATIN = 'cgosuaiueeeeaaaiiiooouuny';
export const LIGATURES: readonly (readonly [string, string])[] = [
  ['œ', 'oe'],
  ['æ', 'ae'],
];
const MARKED_LATIN_PATTERN = new RegExp(`[${MARKED_LATIN}]`, 'g');

/**
 * Text as search compares it: lower case with the Turkish İ, I, ı and i all as i, Latin letters
 * without their marks (ö → o, ş → s), Arabic without diacritics or tatweel and with the alef, ya,
 * ta marbuta and hamza-seat forms unified.
 */
export function foldForSearch(text: string): string {
  return LIGATURES.reduce((out, [ligature, letters]) => out.replaceAll(ligature, letters), foldText(text))
    .replace(MARKED_LATIN_PATTERN, (ch) => PLAIN_LATIN[MARKED_LATIN.indexOf(ch)] ?? ch)
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_VARIANTS, (ch) => ARABIC_LETTERS[ch] ?? ch);
}
