import type { BlogTagDto } from '@app/shared/blog/tags';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { BlogArchiveView } from './blog-archive-view';
import { BlogCategoryView, BlogTagView } from './blog-taxonomy-view';
import { archive, categories, page, summary, tags } from './testing/blog-fixtures';

function stubBlog(
  posts: (call: StubbedCall) => unknown = () => page([summary()]),
  tagList: BlogTagDto[] = tags,
) {
  return stubFetch((call) => {
    switch (call.url.pathname) {
      case '/api/blog/posts':
        return { status: 200, body: posts(call) };
      case '/api/blog/categories':
        return { status: 200, body: categories };
      case '/api/blog/tags':
        return { status: 200, body: tagList };
      case '/api/blog/archive':
        return { status: 200, body: archive };
      default:
        return { status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } };
    }
  });
}

const routes = [
  { path: '/blog/category/:category', element: <BlogCategoryView /> },
  { path: '/blog/tag/:tag', element: <BlogTagView /> },
  { path: '/blog/archive', element: <BlogArchiveView /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('blog category, tag and archive pages', () => {
  it('lists the posts of a category under its name', async () => {
    const calls = stubBlog();
    await renderRoutes(routes, '/blog/category/places');
    expect(await screen.findByRole('heading', { level: 1, name: 'Places' })).toBeTruthy();
    expect(screen.getByText('Where to go.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'A morning at Uzungöl' })).toBeTruthy();
    const asked = calls.find((c) => c.url.pathname === '/api/blog/posts');
    expect(asked?.url.searchParams.get('category')).toBe('places');
  });

  it('answers an unknown category with not found', async () => {
    stubBlog();
    await renderRoutes(routes, '/blog/category/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
  });

  it('lists the posts carrying a tag', async () => {
    const calls = stubBlog();
    await renderRoutes(routes, '/blog/tag/hamsi');
    expect(await screen.findByRole('heading', { level: 1, name: '#hamsi' })).toBeTruthy();
    await screen.findByRole('link', { name: 'A morning at Uzungöl' });
    expect(calls.find((c) => c.url.pathname === '/api/blog/posts')?.url.searchParams.get('tag')).toBe(
      'hamsi',
    );
  });

  it('titles a category by its name and falls back to the general lead without a description', async () => {
    stubBlog();
    await renderRoutes(routes, '/blog/category/food-tea?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Food & Tea' })).toBeTruthy();
    expect(screen.getByText('Posts about Food & Tea, newest first.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Food & Tea: blog posts · Karadeniz Travel'));
  });

  it('titles a tag with its mark and its own lines, and answers an unknown tag with not found', async () => {
    stubBlog();
    await renderRoutes(routes, '/blog/tag/hamsi');
    expect(await screen.findByText('Posts tagged hamsi, newest first.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Posts tagged hamsi · Karadeniz Travel'));
    await renderRoutes(routes, '/blog/tag/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag not found' })).toBeTruthy();
  });

  it('names a tag in the page’s language, and marks a name in another language as such', async () => {
    const arabicTags: BlogTagDto[] = [
      { _id: 't1', slug: 'trabzon', name: 'طرابزون', lang: 'ar', postCount: 2 },
      { _id: 't2', slug: 'hiking', name: 'hiking', lang: 'en', postCount: 1 },
    ];
    stubBlog(() => page([summary()]), arabicTags);
    await renderRoutes(routes, '/blog/tag/trabzon', 'ar');
    const heading = await screen.findByRole('heading', { level: 1, name: '#طرابزون' });
    expect(heading.querySelector('[lang]')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^مقالات موسومة بـ طرابزون/));
    const sidebar = await screen.findByRole('link', { name: 'hiking' });
    expect(sidebar).toHaveAttribute('lang', 'en');
    const current = screen.getByRole('link', { name: 'طرابزون' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('lang');

    stubBlog(() => page([summary()]), arabicTags);
    await renderRoutes(routes, '/blog/tag/hiking', 'ar');
    const latin = await screen.findByRole('heading', { level: 1, name: '#hiking' });
    expect(latin.querySelector('[lang="en"]')).not.toBeNull();
  });

  it('says when a tag has no posts yet', async () => {
    stubBlog(() => page([]));
    await renderRoutes(routes, '/blog/tag/uzungol');
    expect(await screen.findByText('No published post carries this tag yet.')).toBeTruthy();
  });

  it('shows the archive by year and month, with counts, in Turkish', async () => {
    stubBlog();
    await renderRoutes(routes, '/blog/archive', 'tr');
    expect(await screen.findByRole('link', { name: /Haziran\s*2 yazı/ })).toHaveAttribute(
      'href',
      '/blog/archive?period=2027-06',
    );
    expect(screen.getByRole('link', { name: /Kasım\s*1 yazı/ })).toHaveAttribute(
      'href',
      '/blog/archive?period=2026-11',
    );
    expect(screen.getByRole('heading', { name: /2027\s*3 yazı/ })).toBeTruthy();
  });

  it("lists a month's posts with the month's name in the reader's language", async () => {
    const calls = stubBlog();
    await renderRoutes(routes, '/blog/archive?period=2027-06', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: /يونيو/ })).toBeTruthy();
    await screen.findByRole('link', { name: 'A morning at Uzungöl' });
    expect(calls.find((c) => c.url.pathname === '/api/blog/posts')?.url.searchParams.get('period')).toBe(
      '2027-06',
    );
    expect(screen.getByRole('link', { name: 'الأرشيف كاملًا' })).toHaveAttribute('href', '/blog/archive');
  });
});
