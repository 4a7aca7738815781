import type { BlogPostDto } from '@app/shared/blog/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { BlogPostView } from './blog-post-view';
import { comment, page, post, summary } from './testing/blog-fixtures';

function stubPost(reply: { status: number; body?: unknown }, comments = page([comment()])) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path.endsWith('/views')) return { status: 204 };
    if (path.endsWith('/comments')) return { status: 200, body: comments };
    if (path.startsWith('/api/blog/posts/')) return reply;
    return { status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } };
  });
}

const render = (slug = 'uzungol-lake', lang: 'en' | 'tr' | 'ar' = 'en') =>
  renderRoutes([{ path: '/blog/post/:slug', element: <BlogPostView /> }], `/blog/post/${slug}`, lang);

afterEach(() => vi.unstubAllGlobals());

describe('blog post page', () => {
  it('shows the picture, title, author, date, reading time, category, tags, content and comments', async () => {
    stubPost({
      status: 200,
      body: post({
        tags: [
          { slug: 'uzungol', name: 'Uzungöl', lang: 'en' },
          { slug: 'hiking', name: 'hiking', lang: 'en' },
        ],
        approvedComments: 1,
        related: [summary({ _id: 'r1', slug: 'ayder', title: 'Ayder in the rain' })],
      }),
    });
    await render();

    const title = await screen.findByRole('heading', { level: 1, name: 'A morning at Uzungöl' });
    const article = screen.getByRole('article', { name: 'A morning at Uzungöl' });
    expect(title).toBeTruthy();
    const header = within(article.querySelector('header') as HTMLElement);
    expect(header.getByText('By Ayşe Kaya')).toBeTruthy();
    expect(header.getByText('1 June 2027').closest('time')).toHaveAttribute('dateTime', '2027-06-01');
    expect(header.getByText('4 min read')).toBeTruthy();
    expect(header.getByRole('link', { name: 'Places' })).toHaveAttribute('href', '/blog/category/places');
    const tagList = within(article).getByRole('list', { name: 'Tags' });
    expect(within(tagList).getByRole('link', { name: /hiking/ })).toHaveAttribute('href', '/blog/tag/hiking');
    expect(within(article).getByText('Arrive before eight and the water is still.')).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Where to walk' })).toBeTruthy();

    const hero = article.querySelector('header img');
    expect(hero).toHaveAttribute('src', '/images/blog/uzungol-lake.svg');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1600');
    expect(hero).toHaveAttribute('height', '900');
    expect(hero).not.toHaveAttribute('loading', 'lazy');

    expect(screen.getByRole('region', { name: 'Related posts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ayder in the rain' })).toHaveAttribute(
      'href',
      '/blog/post/ayder',
    );
    expect(await screen.findByText('We went in May: perfect.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send comment' })).toBeTruthy();
    // The head follows the post's SEO title.
    await waitFor(() => expect(document.title).toBe('Uzungöl at dawn: a short guide · Karadeniz Travel'));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when the post is shown in the language it was written in', async () => {
    stubPost({
      status: 200,
      body: post({
        isFallback: true,
        lang: 'tr',
        originalLang: 'tr',
        languages: ['tr'],
        title: 'Uzungöl’de sabah',
      }),
    });
    await render();
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(
      'This post is not available in English; it is shown in Turkish, the language it was written in.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'tr');
  });

  it('reads an Arabic post right to left inside an English page', async () => {
    const arabic: Partial<BlogPostDto> = {
      isFallback: true,
      lang: 'ar',
      dir: 'rtl',
      originalLang: 'ar',
      languages: ['ar'],
      title: 'صباح في أوزنجول',
      excerpt: 'البحيرة قبل وصول الحافلات.',
      content: '<p>تعال قبل الثامنة.</p>',
    };
    stubPost({ status: 200, body: post(arabic) });
    await render();
    const title = await screen.findByRole('heading', { level: 1, name: 'صباح في أوزنجول' });
    expect(document.documentElement.dir).toBe('ltr');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(title).toHaveAttribute('lang', 'ar');
    const content = screen.getByText('تعال قبل الثامنة.').parentElement;
    expect(content).toHaveAttribute('dir', 'rtl');
    expect(content).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('البحيرة قبل وصول الحافلات.')).toHaveAttribute('dir', 'rtl');
  });

  it('shows no form on a post that takes no comments', async () => {
    stubPost({ status: 200, body: post({ allowComments: false }) });
    await render();
    expect(await screen.findByText('Comments are closed for this post.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send comment' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Comment/ })).toBeNull();
    // Comments approved before they were closed still show.
    expect(await screen.findByText('We went in May: perfect.')).toBeTruthy();
  });

  it('shows not found for a post that is not public', async () => {
    stubPost({ status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } });
    await render('a-draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });

  it('offers to try again when the post cannot be loaded', async () => {
    stubPost({ status: 503, body: { code: 'service_unavailable', title: 'Unavailable', status: 503 } });
    await render();
    expect(await screen.findByText('The post could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('counts one view once the post is shown, with where the reader came from', async () => {
    const calls = stubPost({ status: 200, body: post({ slug: 'sumela-monastery' }) });
    await render('sumela-monastery');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/views'))).toHaveLength(1));
    const view = calls.find((c) => c.url.pathname.endsWith('/views'));
    expect(view?.method).toBe('POST');
    expect(view?.url.pathname).toBe('/api/blog/posts/sumela-monastery/views');
    expect(view?.body).toEqual({ referrer: document.referrer, lang: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.url.pathname.endsWith('/views'))).toHaveLength(1);
  });
});
