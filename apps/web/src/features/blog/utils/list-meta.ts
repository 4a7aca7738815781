import { LANGUAGES } from '@app/shared/i18n/languages';
import type { PageMetaData } from '../../../lib/page-meta';

/**
 * The same list in each language (`?lang=` chooses it for crawlers, which keep no cookie) and a
 * default, for the `hreflang` links of a list page at `path` (which may carry its own query).
 */
export function languageAlternates(path: string): NonNullable<PageMetaData['alternates']> {
  const join = path.includes('?') ? '&' : '?';
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, path: `${path}${join}lang=${lang}` })),
    { hreflang: 'x-default', path },
  ];
}
