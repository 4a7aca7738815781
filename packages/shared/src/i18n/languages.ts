/**
 * The languages the site speaks, one line each: the locale `Intl` writes its numbers, dates,
 * currencies and plurals in, its direction, the PostgreSQL text-search configuration its
 * content is stemmed with and its Open Graph locale. A language is this line and its folder of texts (`texts/<lang>/`,
 * complete by `npm run check:texts`).
 */
const LANGUAGE_TABLE = {
  en: { locale: 'en-GB', dir: 'ltr', textSearch: 'english', openGraph: 'en_US' },
  tr: { locale: 'tr-TR', dir: 'ltr', textSearch: 'turkish', openGraph: 'tr_TR' },
  ar: { locale: 'ar', dir: 'rtl', textSearch: 'arabic', openGraph: 'ar_AR' },
  fr: { locale: 'fr-FR', dir: 'ltr', textSearch: 'french', openGraph: 'fr_FR' },
  es: { locale: 'es-ES', dir: 'ltr', textSearch: 'spanish', openGraph: 'es_ES' },
} as const satisfies Record<
  string,
  { locale: string; dir: 'ltr' | 'rtl'; textSearch: string; openGraph: string }
>;

export type Language = keyof typeof LANGUAGE_TABLE;
export const LANGUAGES = Object.keys(LANGUAGE_TABLE) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'tr';
export const FALLBACK_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = LANGUAGES.filter(
  (lang) => LANGUAGE_TABLE[lang].dir === 'rtl',
);

/** The Open Graph locale of a page in a language: `fr` → `fr_FR`. */
export function openGraphLocale(lang: Language): string {
  return LANGUAGE_TABLE[lang].openGraph;
}

/** The text-search configuration (stemmer and stop words) of a language's content: `fr` → `french`. */
export function textSearchConfig(lang: Language): string {
  return LANGUAGE_TABLE[lang].textSearch;
}

/** The locale `Intl` formats a language's numbers, dates and currencies in: `fr` → `fr-FR`. */
export function intlLocale(lang: Language): string {
  return LANGUAGE_TABLE[lang].locale;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(lang: Language): 'rtl' | 'ltr' {
  return LANGUAGE_TABLE[lang].dir;
}

/**
 * The first of our languages a browser asks for (`Accept-Language`, or `navigator.languages`
 * joined with commas), by its primary subtag and q weight: `ar-SA,ar;q=0.9,en;q=0.8` → `ar`.
 * `null` when it asks for none of them. The server renders a first visit in it, and the browser's
 * first render agrees.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  let best: { lang: Language; q: number } | null = null;
  // Equal weights: the first named wins.
  for (const range of header.split(',').slice(0, 32)) {
    const [tag = '', ...params] = range.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? null;
}
