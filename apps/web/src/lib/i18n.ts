import textLoaders from 'virtual:texts';
import { PREFERENCE_COOKIES } from '@app/shared/common/preference-cookies';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGES,
  type Language,
  languageFromAcceptLanguage,
} from '@app/shared/i18n/languages';
import { isLightPage } from '../islands/payload';
import { TEXT_PART_NAMES, type TextPart } from '../locales/text-parts';
import { readPreferenceCookie, writePreferenceCookie } from './preference-cookies';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';
import { translator } from './translator';

/**
 * The texts of one language arrive in parts (`locales/text-parts.ts`): the public site's first; the
 * admin texts with the admin pages, the legal, company, account (checkout, bookings, profile),
 * vehicles, flights and Trabzon hotels texts with those pages (`loadTexts`). The other languages
 * load when the reader switches, with every part wanted so far.
 */
export type { TextPart };

type Loader = () => Promise<{ default: Record<string, Record<string, unknown>> }>;
/** Every language and part, written by the build from the language list (apps/web/text-bundles.ts). */
const PARTS = textLoaders as Record<Language, Record<TextPart, Loader>>;

const loaded = new Set<string>();
const wanted = new Set<TextPart>(['public']);

async function loadBundle(lang: Language, part: TextPart): Promise<void> {
  const id = `${lang}:${part}`;
  if (loaded.has(id)) return;
  const bundle = (await PARTS[lang][part]()).default;
  for (const [namespace, content] of Object.entries(bundle)) translator.addBundle(lang, namespace, content);
  loaded.add(id);
}

/** Before a page that needs a part of the texts renders: that part, now and after a switch. */
export async function loadTexts(part: TextPart): Promise<void> {
  wanted.add(part);
  await loadBundle(currentLanguage(), part);
}

/** A part of the texts in another language than the reader's, e.g. for a preview in that language. */
export function loadTextsIn(lang: Language, part: TextPart): Promise<void> {
  return loadBundle(lang, part);
}

/** Before an admin page renders: its texts in the current language (and later ones). */
export function loadAdminTexts(): Promise<void> {
  return loadTexts('admin');
}

/** The server renders any page in any language: it holds every text. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(LANGUAGES.flatMap((lang) => TEXT_PART_NAMES.map((part) => loadBundle(lang, part))));
}

/**
 * A page address with `?lang=` (an hreflang alternate) is rendered by the server in that language:
 * the first render in the browser agrees with it. Then spec section 1: preferred-language, then
 * language; then the cookie (the server rendered in it); then, on a first visit, the language the
 * server rendered the page in (`rendered`), else the first of ours the browser asks for (the
 * server's rule for a first visit), else tr.
 */
export function resolveInitialLanguage(rendered?: Language | null): Language {
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  if (isLanguage(asked)) return asked;
  const preferred = readStorage(STORAGE_KEYS.preferredLanguage);
  if (isLanguage(preferred)) return preferred;
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  // The server renders in the cookie's language: a browser whose storage was cleared agrees with it.
  const cookie = readPreferenceCookie(PREFERENCE_COOKIES.language);
  if (isLanguage(cookie)) return cookie;
  if (rendered) return rendered;
  const browser =
    typeof navigator === 'undefined' ? null : languageFromAcceptLanguage(navigator.languages?.join(','));
  return browser ?? DEFAULT_LANGUAGE;
}

export function applyDocumentLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  writePreferenceCookie(PREFERENCE_COOKIES.language, lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export async function initI18n(lang: Language = resolveInitialLanguage()) {
  // Tests render any page directly: they hold every part.
  if (import.meta.env.MODE === 'test') {
    for (const part of TEXT_PART_NAMES) wanted.add(part);
  }
  await Promise.all([...wanted].map((part) => loadBundle(lang, part)));
  translator.changeLanguage(lang);
  applyDocumentLanguage(lang);
  return translator;
}

export function currentLanguage(): Language {
  return translator.language;
}

/**
 * The reader's new language, saved, and the page shown in it. A page sent light (its parts are
 * separate islands) is asked for again: the server renders it in the saved language.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.preferredLanguage, lang);
  writeStorage(STORAGE_KEYS.language, lang);
  if (isLightPage()) {
    writePreferenceCookie(PREFERENCE_COOKIES.language, lang);
    const url = new URL(window.location.href);
    url.searchParams.delete('lang');
    window.location.replace(url);
    return;
  }
  await Promise.all([...wanted].map((part) => loadBundle(lang, part)));
  translator.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
