import { LANGUAGES, type Language } from '../i18n/languages.ts';

/**
 * A public page's address in one language. `?lang=` chooses the language (crawlers keep no cookie),
 * so each language version has an address of its own, and that address is its canonical; the bare
 * address (the reader's saved language, else the site's default) is the `x-default`. The server's
 * sitemap, the feeds and every page's head use these, so they always agree.
 */
export function addressIn(path: string, lang: Language): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The `hreflang` alternates of a page that exists in `languages`: one per language, and the default. */
export function languageAlternates(
  path: string,
  languages: readonly Language[] = LANGUAGES,
): { hreflang: Language | 'x-default'; path: string }[] {
  return [
    ...languages.map((lang) => ({ hreflang: lang, path: addressIn(path, lang) })),
    { hreflang: 'x-default' as const, path },
  ];
}
