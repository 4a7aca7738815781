/**
 * The one slug rule of the project: the address part of a blog post, a category, a hotel, a
 * package, a destination or a restaurant made from its title or name, for the server (which has the
 * last word and keeps addresses apart, see apps/server/src/lib/unique-slug.ts) and the admins' live
 * previews. No zod here: the web bundle takes this file on its own.
 */
import { LIGATURES } from './text-fold.ts';

/** What a slug is, given or made: runs of lowercase letters (any script) and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

/** How long an address made from a title gets. */
const GENERATED_MAX = 100;

/** Arabic short vowels, Quranic and hamza marks, and the stretching character (tatweel). */
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;

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
 * An address from a title or a name: Turkish letters transliterated (`Sümela Manastırı` →
 * `sumela-manastiri`), other Latin letters without accents, Arabic letters kept without diacritics
 * (`دير سوميلا` → `دير-سوميلا`), everything else a hyphen; at most 100 characters; '' when no
 * letter or digit is left. What it gives is runs of lowercase letters and digits joined by single
 * hyphens, so it always passes `SLUG_PATTERN` (the tests hold it to that).
 */
export function slugify(title: string): string {
  const lowered = title
    .replace(ARABIC_MARKS, '')
    // A Turkish suffix stays with its word: Çamlıhemşin'de → camlihemsinde.
    .replace(/['’ʼ]/g, '')
    .replace(/İ/g, 'i')
    .replace(/I/g, 'i')
    .toLowerCase()
    .replace(/[çğıöşüâîû]/g, (ch) => TURKISH[ch] ?? ch);
  // The French ligatures are written out, as search writes them (Cœur → coeur).
  const written = LIGATURES.reduce((out, [ligature, pair]) => out.replaceAll(ligature, pair), lowered);
  const letters = written
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  const hyphenated = letters.replace(/[^\p{Ll}\p{Lo}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return Array.from(hyphenated).slice(0, GENERATED_MAX).join('').replace(/-+$/, '');
}
