import { test as base, expect } from '@playwright/test';

/** What Chromium says in the console when the page's Content-Security-Policy blocks something. */
const CSP_VIOLATION = /Content[ -]Security[ -]Policy/i;

/**
 * Playwright's `test`, with pages that wait, after `goto` and `reload`, until the app is live:
 * pages arrive rendered by the server and only take clicks and input once the browser has
 * hydrated them (the app marks `<html data-app-ready>`), as a reader on a slow phone would wait.
 * On a page sent light (docs/decisions/026) its islands are woken as a reader reaching for them
 * would, and waited for (each marks its holder `data-live`), so that a check reads the page after
 * the reader's action, not before; `wakeIslands: false` leaves them asleep (what a page loads
 * before anyone touches it), and `light-pages.e2e.ts` acts on islands still asleep.
 * Every test also fails when the site's Content-Security-Policy blocked anything on its pages.
 */
export const test = base.extend<{ wakeIslands: boolean }>({
  wakeIslands: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, wakeIslands }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (CSP_VIOLATION.test(message.text()))
        violations.push(`${page.url()}: ${message.text()} (at ${JSON.stringify(message.location())})`);
    });
    if (javaScriptEnabled !== false) {
      // Hydrating a whole page (the map's list, say) has taken over 15 s while axe and the other
      // worker held both cores: the wait is a navigation's, not a click's.
      const ready = async () => {
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
        if (!wakeIslands) return;
        try {
          await page.evaluate(() => {
            for (const holder of document.querySelectorAll('[data-island]')) {
              holder.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
            }
          });
          await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-live])'), null, {
            timeout: 30_000,
          });
        } catch (error) {
          // The page went on by itself (a login that leads elsewhere): the test waits for that page.
          if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error;
        }
      };
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await ready();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await ready();
        return response;
      };
    }
    await use(page);
    expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
  },
});

export { expect };
