/**
 * Cookies the web app writes beside its localStorage keys (reader's language and colour scheme)
 * and the server reads to render a page in them. Preferences, not secrets.
 */
export const PREFERENCE_COOKIES = { language: 'lang', colorScheme: 'color_scheme' } as const;

/** The localStorage keys (spec section 1) holding the same choices: they win over the cookies. */
export const PREFERENCE_STORAGE_KEYS = {
  preferredLanguage: 'preferred-language',
  language: 'language',
  darkMode: 'darkMode',
} as const;
