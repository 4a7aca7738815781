import type { BrowserContext, Page } from '@playwright/test';

import type { Language } from '../../packages/shared/src/i18n/languages';

export type Lang = Language;
export type Scheme = 'light' | 'dark';

/** Sets the stored language and colour scheme before any page script runs. */
export async function usePreferences(context: BrowserContext, lang: Lang, scheme: Scheme = 'light') {
  // The cookies the app mirrors its preferences into: the server renders pages in them.
  const url = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  await context.addCookies([
    { name: 'lang', value: lang, url },
    { name: 'color_scheme', value: scheme, url },
  ]);
  await context.addInitScript(
    ([l, s]) => {
      if (!window.sessionStorage.getItem('e2e-prefs-set')) {
        window.localStorage.setItem('preferred-language', l);
        window.localStorage.setItem('language', l);
        window.localStorage.setItem('darkMode', s);
        window.sessionStorage.setItem('e2e-prefs-set', '1');
      }
    },
    [lang, scheme] as const,
  );
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Registers through the API (fast setup for journeys that are not about registering). */
export async function registerViaApi(
  page: Page,
  email: string,
  password = 'secret123',
  name = 'E2E Traveller',
) {
  const res = await page.request.post('/api/auth/register', { data: { name, email, password } });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
}

export const DEMO = {
  admin: { email: 'admin@karadeniz.travel', password: 'Admin123!' },
  blogAdmin: { email: 'blog@karadeniz.travel', password: 'Blog123!' },
  user: { email: 'user@karadeniz.travel', password: 'User123!' },
};

/**
 * Logs in through the header's Log in dialog, as a visitor would: once the page is live (a link
 * followed to a page of the app arrives rendered and takes the click only once hydrated).
 */
export async function logInFromHeader(page: Page, who: { email: string; password: string }) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel(/^Email/).fill(who.email);
  await dialog.getByLabel(/^Password/).fill(who.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
