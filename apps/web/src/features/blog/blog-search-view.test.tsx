import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { BlogSearchView } from './blog-search-view';
import { archive, categories, page, summary, tags } from './testing/blog-fixtures';

function stubSearch(results: ReturnType<typeof page>) {
  return stubFetch((call) => {
    switch (call.url.pathname) {
      case '/api/blog/posts':
        return { status: 200, body: results };
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

const render = (path: string) => renderRoutes([{ path: '/blog/search', element: <BlogSearchView /> }], path);

afterEach(() => vi.unstubAllGlobals());

describe('blog search', () => {
  it('marks the matched words and never reads a title as HTML', async () => {
    const hostile = '<script>alert(1)</script> Sümela <img src=x onerror=alert(2)>';
    const calls = stubSearch(
      page([
        summary({
          title: hostile,
          excerpt: 'The monastery of Sümela clings to the cliff.',
          highlight: {
            title: [
              { text: '<script>alert(1)</script> ', match: false },
              { text: 'Sümela', match: true },
              { text: ' <img src=x onerror=alert(2)>', match: false },
            ],
            excerpt: [
              { text: 'The monastery of ', match: false },
              { text: 'Sümela', match: true },
              { text: ' clings to the cliff.', match: false },
            ],
          },
        }),
      ]),
    );
    await render('/blog/search?q=s%C3%BCmela');

    const link = await screen.findByRole('link', { name: hostile });
    const marks = [...document.querySelectorAll('main mark, article mark')];
    expect(marks.map((m) => m.textContent)).toEqual(['Sümela', 'Sümela']);
    expect(link.querySelector('mark')?.textContent).toBe('Sümela');
    expect(link.textContent).toBe(hostile);
    expect(document.querySelector('article script')).toBeNull();
    expect(document.querySelector('article img[src="x"]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 post matches “sümela”');
    expect(calls.find((c) => c.url.pathname === '/api/blog/posts')?.url.searchParams.get('q')).toBe('sümela');
    // The words searched for stay in the field.
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toHaveValue('sümela');
  });

  it('says when nothing matches', async () => {
    stubSearch(page([]));
    await render('/blog/search?q=zzzz');
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(screen.getByText('No post matches “zzzz”. Try another word or a shorter one.')).toBeTruthy();
  });

  it('asks for words, and searches nothing, until there are some', async () => {
    const calls = stubSearch(page([summary()]));
    await render('/blog/search');
    expect(screen.getByText('Type a word or two above: a place, a dish, a season.')).toBeTruthy();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/blog/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Search the blog' })).toHaveAttribute('name', 'q');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls.filter((c) => c.url.pathname === '/api/blog/posts')).toHaveLength(0);
  });
});
