import type { PREFERENCE_COOKIES } from '@app/shared/common/preference-cookies';

type PreferenceCookie = (typeof PREFERENCE_COOKIES)[keyof typeof PREFERENCE_COOKIES];

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Mirrors the reader's language or colour scheme from localStorage into its cookie. */
export function writePreferenceCookie(name: PreferenceCookie, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function readPreferenceCookie(name: PreferenceCookie): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
