import { validateHtml } from './support/html-validator';
import { inLanguage, LANGUAGES, publicPageKinds } from './support/page-kinds';
import { expect, test } from './support/test';

/**
 * Every kind of page the server renders, in every language, is valid HTML by the W3C Nu HTML
 * Checker (what a crawler, a screen reader and every browser can rely on), and none of them trips
 * the site's Content-Security-Policy once live in the browser.
 */
test('every public page kind validates in the Nu HTML Checker, in every language', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  for (const { path } of await publicPageKinds(request))
    for (const lang of LANGUAGES) {
      const response = await request.get(inLanguage(path, lang));
      expect(response.headers()['content-type']).toContain('text/html');
      pages.set(`${lang} ${path}`, await response.text());
    }
  const errors = await validateHtml(pages);
  expect(errors.map((e) => `${e.page} (line ${e.line}): ${e.message} — ${e.extract ?? ''}`)).toEqual([]);
});

test('the checker is not a yes-man: it finds a style in the body, sizes without srcset and a div in a button', async () => {
  const broken =
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div><p>a</p><style>p{}</style></div>' +
    '<img src="a.png" sizes="100vw" alt=""><button type="button"><div>b</div></button></body></html>';
  const errors = await validateHtml(new Map([['broken', broken]]));
  const text = errors.map((e) => e.message).join('\n');
  expect(text).toContain('“style”');
  expect(text).toContain('“sizes”');
  expect(text).toContain('“div” not allowed as child of element “button”');
});

test('no public page kind trips the Content-Security-Policy or fails to come alive, in Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const { path } of await publicPageKinds(request)) await page.goto(inLanguage(path, 'ar'));
  // CSP violations fail every test through the shared fixture; page errors and hydration failures here.
  expect(problems).toEqual([]);
});
