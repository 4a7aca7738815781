import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, type Lang, type Scheme, usePreferences } from './support/app';
import { expect, test } from './support/test';

async function blogAdminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: DEMO.blogAdmin });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

/** Any script an author or a commenter slipped in would set this flag or open a dialog. */
async function watchForScripts(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

const PAYLOADS = [
  '<p>Safe words before.</p>',
  '<script>window.__xss = "script"; alert("script")</script>',
  '<img src="x" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">',
  '<svg onload="window.__xss = \'svg\'"><circle r="5"></circle></svg>',
  "<a href=\"javascript:window.__xss='link';alert('link')\">A tempting link</a>",
  '<a href="JaVaScRiPt&colon;alert(1)">Another link</a>',
  '<iframe srcdoc="<script>parent.__xss=\'iframe\'</script>"></iframe>',
  '<details open ontoggle="window.__xss = \'details\'">x</details>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">Styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'math\'"></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><button>Send</button></form>',
  '<p>Safe words after.</p>',
].join('\n');

test('script in a post and in a comment never runs; titles show as text', async ({ page, request }) => {
  const token = await blogAdminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const title = `Safety check <script>alert("title")</script> ${Date.now().toString(36)}`;
  const created = await request.post('/api/blog-admin/posts', {
    headers: auth,
    data: {
      originalLang: 'en',
      status: 'published',
      translations: { en: { title, excerpt: '<img src=x onerror=alert(1)> excerpt', content: PAYLOADS } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = await created.json();

  const comment = `Nice <img src=x onerror="window.__xss='comment';alert('comment')"> ${post.slug}`;
  const sent = await request.post(`/api/blog/posts/${encodeURIComponent(post.slug)}/comments`, {
    data: { name: '<b>Mallory</b>', email: 'mallory@example.com', body: comment, lang: 'en' },
  });
  expect(sent.status()).toBe(202);
  const pending = await request.get('/api/blog-admin/comments?status=pending&limit=100', { headers: auth });
  const mine = (await pending.json()).data.find((c: { body: string }) => c.body === comment);
  expect(mine).toBeTruthy();
  const approved = await request.post(`/api/blog-admin/comments/${mine._id}/approve`, { headers: auth });
  expect(approved.status()).toBe(200);

  const dialogs = await watchForScripts(page);
  await usePreferences(page.context(), 'en', 'light');
  await page.goto(`/blog/post/${encodeURIComponent(post.slug)}`);
  const article = page.getByRole('article').first();
  await expect(article.getByText('Safe words before.')).toBeVisible();
  await expect(article.getByText('Safe words after.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText('<b>Mallory</b>')).toBeVisible();

  // What survived of the links goes nowhere dangerous, even when clicked.
  for (const link of await article.getByRole('link').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.toLowerCase()).not.toContain('javascript');
  }
  await article.getByText('A tempting link').click();
  await page.waitForTimeout(300);

  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // No element anywhere carries an event handler or a script address (the text may mention them).
  const handlers = await page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes]
        .filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value))
        .map((a) => `${el.tagName} ${a.name}`),
    ),
  );
  expect(handlers).toEqual([]);
  const content = page.locator('[data-post-content]');
  await expect(content).toHaveCount(1);
  expect(await content.locator('script, iframe, svg, math, form, [style]').count()).toBe(0);
});

const BLOG_PAGES = [
  '/blog',
  '/blog/post/sumela-monastery-visitor-guide',
  '/blog/post/trabzon-family-itinerary-3-days',
  '/blog/archive',
  '/blog/archive?period=2026',
  '/blog/category/places',
  '/blog/tag/trabzon',
  '/blog/search?q=uzung%C3%B6l',
  '/blog/post/no-such-post',
];

for (const [lang, scheme] of [
  ['en', 'light'],
  ['en', 'dark'],
  ['ar', 'light'],
  ['ar', 'dark'],
] as [Lang, Scheme][]) {
  test(`the blog pages pass axe in ${lang}, ${scheme}`, async ({ context, page }) => {
    test.setTimeout(120_000);
    await usePreferences(context, lang, scheme);
    for (const path of BLOG_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${path} (${lang}, ${scheme})`);
    }
  });
}

for (const [lang, scheme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as [Lang, Scheme][]) {
  test(`the blog admin pages pass axe in ${lang}, ${scheme}`, async ({ context, page }) => {
    test.setTimeout(120_000);
    await usePreferences(context, lang, scheme);
    await page.goto('/?showLogin=blog-admin');
    // Signed out: the blog admin login opens half a second after the page.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type="email"]').fill(DEMO.blogAdmin.email);
    await dialog.locator('input[type="password"]').fill(DEMO.blogAdmin.password);
    await dialog.locator('button[type="submit"]').click();
    await expect(page).toHaveURL('/blog-admin');
    // Signed in, the same link opens the blog admin without asking again.
    await page.goto('/?showLogin=blog-admin');
    await expect(page).toHaveURL('/blog-admin');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    for (const path of [
      '/blog-admin',
      '/blog-admin/posts',
      '/blog-admin/create',
      '/blog-admin/comments',
      '/blog-admin/analytics',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${path} (${lang}, ${scheme})`);
    }
  });
}
