/**
 * The reader's language and colour scheme, mirrored from localStorage into cookies so the server
 * renders a page in them on the next visit. They are preferences, not secrets.
 */
export const PREFERENCE_COOKIES = { language: 'lang', colorScheme: 'color_scheme' } as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writePreferenceCookie(
  name: (typeof PREFERENCE_COOKIES)[keyof typeof PREFERENCE_COOKIES],
  value: string,
): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function readPreferenceCookie(
  name: (typeof PREFERENCE_COOKIES)[keyof typeof PREFERENCE_COOKIES],
): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
