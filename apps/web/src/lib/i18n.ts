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

type Bundle = Record<string, Record<string, unknown>>;
type Loader = () => Promise<{ default: Bundle }>;

/**
 * The texts of one language arrive as one chunk, the public site's first; the admin texts load
 * with the admin pages (`loadAdminTexts`). The other languages load when the reader switches.
 */
const PUBLIC: Record<Language, Loader> = {
  en: () => import('../locales/bundles/en-public'),
  tr: () => import('../locales/bundles/tr-public'),
  ar: () => import('../locales/bundles/ar-public'),
};
const ADMIN: Record<Language, Loader> = {
  en: () => import('../locales/bundles/en-admin'),
  tr: () => import('../locales/bundles/tr-admin'),
  ar: () => import('../locales/bundles/ar-admin'),
};

const loaded = new Set<string>();
let adminWanted = false;

/** `../en/home.json` → `home`. */
const namespaceOf = (file: string) => /([\w-]+)\.json$/.exec(file)?.[1] ?? '';

async function loadBundle(lang: Language, part: 'public' | 'admin'): Promise<void> {
  const id = `${lang}:${part}`;
  if (loaded.has(id)) return;
  const bundle = (await (part === 'public' ? PUBLIC : ADMIN)[lang]()).default;
  for (const [file, content] of Object.entries(bundle))
    i18next.addResourceBundle(lang, namespaceOf(file), content, true, true);
  loaded.add(id);
}

/** Before an admin page renders: its texts in the current language (and later ones). */
export async function loadAdminTexts(): Promise<void> {
  adminWanted = true;
  await loadBundle(currentLanguage(), 'admin');
}

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
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({
      resources: {},
      partialBundledLanguages: true,
      lng: lang,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { bindI18nStore: 'added' },
    });
  await loadBundle(lang, 'public');
  // Tests render admin pages directly.
  if (import.meta.env.MODE === 'test') await loadAdminTexts();
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
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
  await Promise.all([loadBundle(lang, 'public'), adminWanted ? loadBundle(lang, 'admin') : undefined]);
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
