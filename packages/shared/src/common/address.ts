import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { type Localized, nameIn, pickLocalized } from '../i18n/localized.ts';

/**
 * One part of an address as shown (a street line, a town, an area, a country) with the other
 * spellings it may already be written under in another part: "طرابزون" is also "Trabzon".
 */
export interface AddressPart {
  shown: string;
  spellings?: readonly string[];
}

type PartInput = AddressPart | string | null | undefined;

/** Words, case and marks folded (İ/ı/I/i, ö/o, ü/u, ş/s, ç/c, ğ/g, Arabic diacritics) for comparing. */
function words(text: string): string[] {
  return text
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replaceAll('ı', 'i')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether the words of `needle` stand one after another somewhere in `haystack`. */
function contains(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return true;
  for (let i = 0; i + needle.length <= haystack.length; i++)
    if (needle.every((word, j) => haystack[i + j] === word)) return true;
  return false;
}

/**
 * The parts of an address to show, in the order given, each once: a part is left out when it is
 * empty or when it, or any of its spellings, is already written in a part before it (whole words,
 * case and marks aside), so "Ortahisar / Trabzon" is not followed by "Trabzon" nor by "طرابزون".
 */
export function addressParts(parts: readonly PartInput[]): string[] {
  const kept: string[] = [];
  let written: string[][] = [];
  for (const input of parts) {
    const part = typeof input === 'string' ? { shown: input } : input;
    const shown = part?.shown.trim();
    if (!part || !shown) continue;
    const names = [shown, ...(part.spellings ?? [])].map(words).filter((w) => w.length > 0);
    if (names.some((name) => written.some((text) => contains(text, name)))) continue;
    kept.push(shown);
    written = [...written, ...names];
  }
  return kept;
}

/** What stands between the parts of an address in a language: Arabic writes "، ". */
export function addressSeparator(lang: Language): string {
  return lang === 'ar' ? '، ' : ', ';
}

/** An address as one line of plain text (a mail, a calendar event): its parts, each once. */
export function formatAddress(parts: readonly PartInput[], lang: Language): string {
  return addressParts(parts).join(addressSeparator(lang));
}

/** A name and its spellings in other languages as one part ("Trabzon", {ar: "طرابزون"}). */
export function spelled(shown: string, ...others: (string | null | undefined)[]): AddressPart {
  return { shown, spellings: others.filter((o): o is string => !!o?.trim()) };
}

/** A town as the reader's language writes it, known under its other spellings too. */
export function townPart(city: string, cityNames: Partial<Localized>, lang: Language): AddressPart {
  return spelled(nameIn(city, cityNames, lang), city, ...LANGUAGES.map((l) => cityNames[l]));
}

/** A name written per language (an area, a destination) in the reader's language, known under every spelling. */
export function localizedPart(name: Localized, lang: Language): AddressPart {
  return spelled(pickLocalized(name, lang).text, ...LANGUAGES.map((l) => name[l]));
}
