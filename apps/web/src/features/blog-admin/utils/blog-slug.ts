import { BLOG_SLUG_PATTERN } from '@app/shared/blog/schemas';

/** The longest address the API takes. */
export const BLOG_SLUG_MAX = 160;
/** How long an address made from a title gets (as the server makes them). */
const GENERATED_MAX = 100;

const TURKISH: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * Latin accents, Arabic short vowels and Quranic marks, and the Arabic stretching character. The
 * hamza and madda marks (U+0653–0655) stay, so `إ` and `آ` come back whole after NFC.
 */
const MARKS = /[\u0300-\u036f\u0610-\u061a\u064b-\u0652\u0656-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/**
 * The address part a title gives, by the server's rules, as a preview while the admin types:
 * Turkish letters become their Latin base (`Sümela Manastırı` → `sumela-manastiri`), Arabic
 * letters stay (`دير سوميلا` → `دير-سوميلا`), anything else between words becomes one hyphen.
 * The server checks it and keeps posts apart (it answers `slug_taken`); it has the last word.
 */
export function blogSlug(title: string): string {
  // A Turkish suffix stays with its word: Çamlıhemşin'de → camlihemsinde (as the server makes it).
  const lowered = title.replace(/['’ʼ]/g, '').replace(/İ/g, 'i').replace(/I/g, 'i').toLowerCase();
  const mapped = [...lowered].map((ch) => TURKISH[ch] ?? ch).join('');
  const slug = mapped
    .normalize('NFKD')
    .replace(MARKS, '')
    .normalize('NFC')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{Ll}\p{Lo}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = Array.from(slug).slice(0, GENERATED_MAX).join('').replace(/-+$/, '');
  return BLOG_SLUG_PATTERN.test(cut) ? cut : '';
}

/** What an admin typed into the slug field, made valid the same way (spaces → hyphens, …). */
export function cleanSlug(value: string): string {
  return blogSlug(value);
}

export function isValidSlug(value: string): boolean {
  return value === '' || BLOG_SLUG_PATTERN.test(value);
}
