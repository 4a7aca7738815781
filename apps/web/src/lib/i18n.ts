import {
  DEFAULT_LANGUAGE,
  directionOf,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@app/shared/i18n/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** Every `locales/<lang>/<namespace>.json`, bundled. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function loadResources(): Resources {
  const resources: Resources = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang = '', ns = ''] = match;
    resources[lang] ??= {};
    resources[lang][ns] = content;
  }
  return resources;
}

export const NAMESPACES = [...new Set(Object.keys(files).map((f) => /([\w-]+)\.json$/.exec(f)?.[1] ?? ''))];

/** Spec section 1: preferred-language, then language, else tr. */
export function resolveInitialLanguage(): Language {
  const preferred = readStorage(STORAGE_KEYS.preferredLanguage);
  if (isLanguage(preferred)) return preferred;
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

export function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export async function initI18n(lang: Language = resolveInitialLanguage()) {
  await i18next.use(initReactI18next).init({
    resources: loadResources(),
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(lang);
  return i18next;
}

export function currentLanguage(): Language {
  const lang = i18next.language;
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}

export async function changeLanguage(lang: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.preferredLanguage, lang);
  writeStorage(STORAGE_KEYS.language, lang);
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
