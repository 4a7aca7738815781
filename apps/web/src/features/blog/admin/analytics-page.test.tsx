import type { BlogAnalyticsDto } from '@app/shared/blog/schemas';
import { addDays } from '@app/shared/common/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { BlogAnalyticsPage } from './analytics-page';
import { niceMax } from './components/views-chart';

function analytics(from: string, to: string): BlogAnalyticsDto {
  const perDay: BlogAnalyticsDto['perDay'] = [];
  for (let day = from, i = 0; day <= to; day = addDays(day, 1), i += 1)
    perDay.push({ day, views: (i * 7) % 40 });
  return {
    from,
    to,
    total: perDay.reduce((sum, d) => sum + d.views, 0),
    perDay,
    topPosts: [
      { _id: 'p1', slug: 'sumela', title: 'A morning at Sümela Monastery', views: 310 },
      { _id: 'p2', slug: 'hamsi', title: 'Hamsi season', views: 120 },
    ],
    byLanguage: [
      { lang: 'en', views: 200 },
      { lang: 'ar', views: 150 },
      { lang: 'tr', views: 80 },
    ],
    byReferrer: [
      { category: 'search', views: 300 },
      { category: 'direct', views: 130 },
    ],
  };
}

function server() {
  return stubFetch((call) => {
    if (call.url.pathname === '/api/blog-admin/analytics') {
      const from = call.url.searchParams.get('from') ?? '';
      const to = call.url.searchParams.get('to') ?? '';
      return { status: 200, body: analytics(from, to) };
    }
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const render = (path = '/blog-admin/analytics', lang: 'en' | 'ar' = 'en') =>
  renderRoutes([{ path: '/blog-admin/analytics', element: <BlogAnalyticsPage /> }], path, lang);

afterEach(() => vi.unstubAllGlobals());

describe('blog analytics', () => {
  it('draws one bar per day of the last 30 days and gives screen readers the same numbers', async () => {
    const calls = server();
    const { container } = await render();
    await screen.findByRole('heading', { level: 2, name: 'Views per day' });
    const call = calls.find((c) => c.url.pathname === '/api/blog-admin/analytics');
    const from = call?.url.searchParams.get('from') ?? '';
    const to = call?.url.searchParams.get('to') ?? '';
    expect(addDays(from, 29)).toBe(to);

    const bars = container.querySelectorAll('[data-testid="views-chart"] rect[data-day]');
    expect(bars).toHaveLength(30);
    expect(bars[1]?.querySelector('title')?.textContent).toMatch(/: 7 views$/);
    // Taller bars for more views.
    expect(Number(bars[2]?.getAttribute('height'))).toBeGreaterThan(Number(bars[1]?.getAttribute('height')));

    const table = screen.getByRole('table', { name: /^Views per day, / });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[2] as HTMLElement).getByRole('cell')).toHaveTextContent('7');

    expect(screen.getByRole('link', { name: 'A morning at Sümela Monastery' })).toHaveAttribute(
      'href',
      '/blog-admin/edit/p1',
    );
    const languages = screen.getByRole('list', { name: 'Views by language' });
    expect(within(languages).getAllByRole('listitem')[0]).toHaveTextContent('English200 views · 47%');
    expect(screen.getByText('Search engines')).toBeInTheDocument();
  });

  it('shows a chosen period and refuses one that ends before it starts', async () => {
    const calls = server();
    const { router } = await render('/blog-admin/analytics?range=custom&from=2026-03-01&to=2026-03-07');
    const u = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Views per day' });
    expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2026-03-01');
    expect(screen.getAllByRole('row').length).toBeGreaterThan(7);

    const fromField = screen.getByLabelText('From');
    await u.clear(fromField);
    await u.type(fromField, '2026-03-10');
    await u.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The first date must come before the second.');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-03-01');

    await u.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('range')).toBe('7'));
  });

  it('labels the days in Arabic while time still runs left to right', async () => {
    server();
    const { container } = await render('/blog-admin/analytics?range=7', 'ar');
    await waitFor(() => expect(container.querySelectorAll('rect[data-day]')).toHaveLength(7));
    const chart = container.querySelector('[data-testid="views-chart"]');
    expect(chart?.parentElement).toHaveAttribute('dir', 'ltr');
    // Day labels under the bars carry Arabic month names.
    expect(chart?.querySelector('text[text-anchor="middle"]')?.textContent).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('niceMax', () => {
  it('rounds the top of the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(41)).toBe(50);
    expect(niceMax(500)).toBe(500);
  });
});
