import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { BlogLayout } from './blog-layout';

const render = (path: string, lang: 'en' | 'ar' = 'en') =>
  renderRoutes(
    [
      {
        path: '/blog',
        element: <BlogLayout />,
        children: [
          { index: true, element: <p>front page</p> },
          { path: 'search', element: <p>search page</p> },
        ],
      },
    ],
    path,
    lang,
  );

describe('blog layout', () => {
  it('has a slim bar with the blog, its archive and a search field, and no site navigation', async () => {
    await render('/blog');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(bar).getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/blog/archive');
    const search = within(bar).getByRole('search');
    expect(search).toHaveAttribute('action', '/blog/search');
    expect(within(search).getByRole('searchbox', { name: 'Search the blog' })).toHaveAttribute('name', 'q');
    expect(within(bar).queryByRole('link', { name: 'Hotels' })).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('front page');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/blog/rss.xml?lang=en',
    );
  });

  it('leaves the search field to the search page itself', async () => {
    await render('/blog/search?q=hamsi');
    expect(within(screen.getByRole('banner')).queryByRole('search')).toBeNull();
  });

  it('speaks the reader’s language', async () => {
    await render('/blog', 'ar');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'الأرشيف' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: /RSS/ })).toHaveAttribute(
      'href',
      '/blog/rss.xml?lang=ar',
    );
  });
});
