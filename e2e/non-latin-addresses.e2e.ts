import { DEMO, usePreferences } from './support/app';
import { expect, test } from './support/test';

/**
 * Content as writers make it: a post whose title is Arabic (so is its address), with an Arabic tag
 * and category, opened directly and reloaded (the second answer kept by the server), as a reader
 * following a shared link does; searches in Turkish and Arabic words. Every page answers 200 with
 * what it shows, never an error inside.
 */
test('an Arabic post, its tag, category and searches open by their addresses, and again from memory', async ({
  context,
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: DEMO.blogAdmin });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const stamp = Date.now().toString(36);
  const title = `رحلة إلى بحيرة أوزنجول ${stamp}`;
  const tag = `الشاي الأسود ${stamp}`;
  const category = await request.post('/api/blog-admin/categories', {
    headers: auth,
    data: { name: { en: `Plateaus ${stamp}`, ar: 'رحلات الهضاب' }, slug: `رحلات-الهضاب-${stamp}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const created = await request.post('/api/blog-admin/posts', {
    headers: auth,
    data: {
      originalLang: 'ar',
      status: 'published',
      categoryId: ((await category.json()) as { _id: string })._id,
      tags: [tag, 'Işıklı yaylalar'],
      translations: { ar: { title, content: `<p>${'الضباب فوق مزارع الشاي. '.repeat(200)}</p>` } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = ((await created.json()) as { slug: string }).slug;
  expect(slug).toMatch(/[\u0600-\u06ff]/);
  const tags = (await (await request.get('/api/blog/tags?lang=ar')).json()) as {
    slug: string;
    name: string;
  }[];
  const tagSlug = tags.find((t) => t.name === tag)?.slug ?? '';
  expect(tagSlug).toMatch(/[\u0600-\u06ff]/);

  await usePreferences(context, 'ar', 'dark');
  const postPage = `/blog/post/${encodeURIComponent(slug)}`;
  for (const attempt of ['first', 'kept']) {
    const response = await page.goto(postPage);
    expect(response?.status(), `${attempt} answer`).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const lists = [
    `/blog/tag/${encodeURIComponent(tagSlug)}`,
    `/blog/category/${encodeURIComponent(`رحلات-الهضاب-${stamp}`)}`,
    `/blog/search?q=${encodeURIComponent('بحيرة أوزنجول')}`,
  ];
  for (const address of lists) {
    for (const attempt of ['first', 'kept']) {
      const response = await page.goto(address);
      expect(response?.status(), `${address} ${attempt}`).toBe(200);
      await expect(page.getByRole('link', { name: title }).first(), address).toBeVisible();
    }
  }

  // Words with İ/ı/ş/ğ in every public search, directly, twice.
  for (const address of [
    `/hotels?q=${encodeURIComponent('Işıklı İğneada')}`,
    `/restaurants?q=${encodeURIComponent('çiğ köfte şişli')}`,
    `/packages?q=${encodeURIComponent('ağustos şavşat')}`,
    `/blog/search?q=${encodeURIComponent('Işıklı yaylalar')}`,
  ]) {
    for (const attempt of ['first', 'kept']) {
      const response = await request.get(address);
      expect(response.status(), `${address} ${attempt}`).toBe(200);
      expect(await response.text()).toContain('<main');
    }
  }
});
