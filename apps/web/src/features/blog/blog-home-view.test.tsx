import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../test/render-routes';
import { BlogHomeView } from './blog-home-view';
import { archive, categories, page, summary, tags } from './testing/blog-fixtures';

type PostsReply = (call: StubbedCall) => { status: number; body?: unknown };

function stubBlog(posts: PostsReply) {
  return stubFetch((call) => {
    switch (call.url.pathname) {
      case '/api/blog/posts':
        return posts(call);
      case '/api/blog/categories':
        return { status: 200, body: categories };
      case '/api/blog/tags':
        return { status: 200, body: tags };
      case '/api/blog/archive':
        return { status: 200, body: archive };
      default:
        return { status: 404, body: { code: 'not_found', title: 'Not found', status: 404 } };
    }
  });
}

const render = (path = '/blog') => renderRoutes([{ path: '/blog', element: <BlogHomeView /> }], path);

afterEach(() => vi.unstubAllGlobals());

describe('blog front page', () => {
  it('puts the featured posts on top, then the newest, with links to the other pages', async () => {
    const calls = stubBlog(() => ({
      status: 200,
      body: page(
        [
          summary({ _id: 'f1', slug: 'sumela', title: 'Sümela, step by step', featured: true }),
          summary({ _id: 'n1', slug: 'hamsi', title: 'Hamsi season' }),
          summary({ _id: 'n2', slug: 'ayder', title: 'Ayder in the rain' }),
        ],
        { total: 21, totalPages: 3 },
      ),
    }));
    await render();

    const featured = await screen.findByRole('region', { name: 'Featured stories' });
    const latest = screen.getByRole('region', { name: 'Latest posts' });
    expect(within(featured).getByRole('link', { name: 'Sümela, step by step' })).toHaveAttribute(
      'href',
      '/blog/post/sumela',
    );
    expect(within(latest).getByRole('link', { name: 'Hamsi season' })).toBeTruthy();
    expect(within(latest).queryByText('Sümela, step by step')).toBeNull();
    expect(featured.compareDocumentPosition(latest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The first featured picture is the page's largest: it loads first.
    const hero = featured.querySelector('img');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1600');
    expect(hero).toHaveAttribute('height', '900');

    const pages = screen.getByRole('navigation', { name: 'Pages of posts' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog?page=3');
    expect(within(pages).getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/blog?page=2');
    expect(within(pages).queryByRole('link', { name: 'Newer' })).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/blog/posts')?.url.searchParams.get('page')).toBe('1');
  });

  it('says which language a post is in when it is not the reader’s', async () => {
    stubBlog(() => ({
      status: 200,
      body: page([
        summary({ _id: 't1', slug: 'kemence', title: 'Kemençe geceleri', lang: 'tr', dir: 'ltr' }),
        summary({ _id: 'e1', slug: 'hamsi', title: 'Hamsi season' }),
      ]),
    }));
    await render();
    const turkish = (await screen.findByRole('heading', { name: 'Kemençe geceleri' })).closest('article');
    expect(within(turkish as HTMLElement).getByText('In Turkish')).toBeInTheDocument();
    const english = screen.getByRole('heading', { name: 'Hamsi season' }).closest('article');
    expect(within(english as HTMLElement).queryByText(/^In /)).toBeNull();
  });

  it('asks for the page in the address and links back to the newer ones', async () => {
    const calls = stubBlog((call) => ({
      status: 200,
      body: page([summary({ _id: `n${call.url.searchParams.get('page')}`, title: 'Older story' })], {
        page: 2,
        total: 21,
        totalPages: 3,
      }),
    }));
    await render('/blog?page=2');
    expect(await screen.findByRole('link', { name: 'Older story' })).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/blog/posts')?.url.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('region', { name: 'Featured stories' })).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Pages of posts' });
    expect(within(pages).getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/blog');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the sidebar: categories with counts, tags and the archive by month', async () => {
    stubBlog(() => ({ status: 200, body: page([summary()]) }));
    await render();
    const sidebar = await screen.findByRole('complementary', { name: 'More from the blog' });
    expect(await within(sidebar).findByRole('link', { name: /Places\s*3/ })).toHaveAttribute(
      'href',
      '/blog/category/places',
    );
    expect(within(sidebar).getByRole('link', { name: /hamsi/ })).toHaveAttribute('href', '/blog/tag/hamsi');
    expect(within(sidebar).getByRole('link', { name: /June\s*2 posts/ })).toHaveAttribute(
      'href',
      '/blog/archive?period=2027-06',
    );
  });

  it('says so when there are no posts yet', async () => {
    stubBlog(() => ({ status: 200, body: page([]) }));
    await render();
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of posts' })).toBeNull();
  });

  it('offers to try again when the posts cannot be loaded, and shows them once they can', async () => {
    let fail = true;
    stubBlog(() =>
      fail
        ? { status: 500, body: { code: 'internal_error', title: 'An error occurred', status: 500 } }
        : { status: 200, body: page([summary({ title: 'Back again' })]) },
    );
    await render();
    expect(await screen.findByText('The posts could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeTruthy();
  });
});
