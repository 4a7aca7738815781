/**
 * Cookies the web app writes beside its localStorage keys (reader's language and colour scheme)
 * and the server reads to render a page in them. Preferences, not secrets.
 */
export const PREFERENCE_COOKIES = { language: 'lang', colorScheme: 'color_scheme' } as const;
