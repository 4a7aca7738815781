import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { AdminDashboardView } from './dashboard-page';
import { dashboard, newAgency } from './testing/fixtures';
import '../../../test/booking-kinds';

type Reply = { status: number; body?: unknown };

/** The periods as Intl writes them: a thin space either side of the dash. */
const WEEK = '27 May\u2009–\u20092 Jun 2027';
const NIGHTS = '2 Jun\u2009–\u20091 Jul 2027';

/** The dashboard's API: `answer` decides each reply (the fixture by default). */
function server(
  answer: (call: StubbedCall) => Reply | Promise<Reply> = () => ({ status: 200, body: dashboard }),
) {
  return stubFetch((call) => {
    if (call.url.pathname.startsWith('/api/admin/dashboard')) return answer(call);
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

const render = (path = '/admin', lang: 'en' | 'tr' | 'ar' = 'en') =>
  renderRoutes([{ path: '/admin', element: <AdminDashboardView /> }], path, lang);

/** The section under a level-2 heading. */
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

/** The figure card under a level-3 heading. */
const card = (name: string) => screen.getByRole('region', { name });

const params = (router: Awaited<ReturnType<typeof render>>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin dashboard', () => {
  it('shows each headline figure beside the previous period, per currency, with its change', async () => {
    server();
    await render();
    await screen.findByRole('heading', { level: 2, name: 'At a glance' });
    expect(
      screen.getByText('27 May – 2 Jun 2027, compared with 20 – 26 May 2027 (Trabzon time)'),
    ).toBeVisible();

    const bookings = card('Bookings');
    expect(within(bookings).getByText('7')).toBeVisible();
    // 7 against 2.
    expect(within(bookings).getByText('Up 250%')).toBeVisible();
    expect(within(bookings).getByText('Previous period: 2')).toBeVisible();

    // Lira and dollars apart, never added; the dollars are new this period.
    const revenue = card('Revenue');
    const lira = within(revenue).getByText('TRY 4,600.00').closest('[data-currency]') as HTMLElement;
    expect(within(lira).getByText('Up 130%')).toBeVisible();
    expect(within(lira).getByText('Previous period: TRY 2,000.00')).toBeVisible();
    const dollars = within(revenue).getByText('US$450.00').closest('[data-currency]') as HTMLElement;
    expect(within(dollars).getByText('New')).toBeVisible();
    expect(within(dollars).getByText('Previous period: US$0.00')).toBeVisible();

    const average = card('Average booking value');
    const averageLira = within(average).getByText('TRY 1,533.33').closest('[data-currency]') as HTMLElement;
    expect(within(averageLira).getByText('Down 23%')).toBeVisible();

    // A rate moves in percentage points: 14.3 % against 50 %.
    const cancellations = card('Cancellation rate');
    expect(within(cancellations).getByText('14.3%')).toBeVisible();
    expect(within(cancellations).getByText('Down 35.7 percentage points')).toBeVisible();
    expect(within(cancellations).getByText('Previous period: 50%')).toBeVisible();
    expect(within(cancellations).getByRole('link', { name: 'Cancelled: 1' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=cancelled',
    );
  });

  it('names every kind of booking, one the app does not know by its code, and links each count to its list', async () => {
    server();
    await render();
    const table = within(
      await screen.findByRole('table', { name: `Bookings made ${WEEK}, by kind and status` }),
    );
    const kinds = table.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(kinds).toEqual([
      'Hotel',
      'boat_tour',
      'Car rental',
      'Package',
      'Trabzon hotel',
      'Restaurant table',
      'All kinds',
    ]);

    expect(table.getByRole('link', { name: 'Hotel' })).toHaveAttribute('href', '/admin/bookings?type=hotel');
    expect(table.getByRole('link', { name: 'Hotel, Cancelled: 1' })).toHaveAttribute(
      'href',
      '/admin/bookings?type=hotel&status=cancelled',
    );
    expect(table.getByRole('link', { name: 'boat_tour, Pending: 1' })).toHaveAttribute(
      'href',
      '/admin/bookings?type=boat_tour&status=pending',
    );
    expect(table.getByRole('link', { name: 'All kinds, Pending: 2' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=pending',
    );
    expect(table.getByRole('link', { name: 'All kinds, Total: 7' })).toHaveAttribute(
      'href',
      '/admin/bookings',
    );

    const waiting = within(section('What waits'));
    expect(waiting.getByRole('link', { name: 'Bookings to confirm' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=pending',
    );
    expect(waiting.getByRole('link', { name: 'Blog comments to moderate' })).toHaveAttribute(
      'href',
      '/blog-admin/comments?status=pending',
    );
    // No list behind contact messages or failed mail: a count, no link.
    expect(waiting.getByText('Emails that could not be sent')).toBeVisible();
    expect(waiting.queryByRole('link', { name: 'Emails that could not be sent' })).toBeNull();

    const soon = within(section('Today and tomorrow'));
    expect(soon.getByRole('link', { name: 'Hotel arrivals, Today: 1' })).toHaveAttribute(
      'href',
      '/admin/bookings?type=hotel&from=2027-06-02&to=2027-06-02',
    );
    expect(soon.getByRole('link', { name: 'Restaurant reservations, Tomorrow: 2' })).toBeVisible();

    const latest = within(section('Latest bookings'));
    expect(latest.getByRole('link', { name: 'KT-HTL00002' })).toHaveAttribute(
      'href',
      '/admin/bookings/3f1c2b6e-0000-4000-8000-000000000502',
    );
    const table2 = latest.getByRole('table');
    const firstRow = within(table2).getAllByRole('row')[1] as HTMLElement;
    expect(firstRow).toHaveTextContent('مريم العتيبي');
    expect(firstRow).toHaveTextContent('Restaurant table');
    expect(firstRow).toHaveTextContent('No payment');
  });

  it('gives each chart a table of its numbers, every day of the period with zero where nothing was booked', async () => {
    server();
    const u = userEvent.setup();
    await render();

    const perDay = within(
      await screen.findByRole('table', { name: `Bookings made per day by kind, ${WEEK}` }),
    );
    expect(perDay.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Day',
      'Hotel',
      'boat_tour',
      'Car rental',
      'Package',
      'Trabzon hotel',
      'Restaurant table',
      'Total',
    ]);
    const days = perDay.getAllByRole('row').slice(1);
    expect(days.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Thu, 27 May 2027',
      'Fri, 28 May 2027',
      'Sat, 29 May 2027',
      'Sun, 30 May 2027',
      'Mon, 31 May 2027',
      'Tue, 1 Jun 2027',
      'Wed, 2 Jun 2027',
    ]);
    // Intl keeps "TRY" and its amount together with a no-break space.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' '));
    expect(cells(days[2] as HTMLElement)).toEqual(['0', '0', '0', '0', '0', '0', '0']);
    expect(cells(days[4] as HTMLElement)).toEqual(['1', '1', '0', '0', '0', '0', '2']);

    const revenue = within(screen.getByRole('table', { name: `Revenue per day in TRY, ${WEEK}` }));
    const revenueDays = revenue.getAllByRole('row').slice(1);
    expect(revenueDays).toHaveLength(7);
    expect(cells(revenueDays[1] as HTMLElement)).toEqual(['TRY 3,000.00']);
    expect(cells(revenueDays[3] as HTMLElement)).toEqual(['TRY 0.00']);
    // Dollars are drawn on their own.
    await u.click(screen.getByRole('radio', { name: 'USD' }));
    const dollars = within(screen.getByRole('table', { name: `Revenue per day in USD, ${WEEK}` }));
    expect(
      dollars
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells(row)[0]),
    ).toEqual(['US$0.00', 'US$450.00', 'US$0.00', 'US$0.00', 'US$0.00', 'US$0.00', 'US$0.00']);

    const occupancy = within(screen.getByRole('table', { name: `Room nights sold per hotel, ${NIGHTS}` }));
    const ayder = occupancy
      .getByRole('rowheader', { name: 'Ayder Yaylası Dağ Evi ve Şifalı Kaplıcalar' })
      .closest('tr');
    expect(cells(ayder as HTMLElement)).toEqual(['75%', '90 of 120']);

    // The table a sighted keyboard user can show too.
    const figure = screen.getByRole('figure', { name: `Bookings made per day by kind, ${WEEK}` });
    await u.click(within(figure).getByRole('button', { name: 'Show as table' }));
    expect(within(figure).getByRole('table')).toBeVisible();
    expect(within(figure).getByRole('button', { name: 'Hide table' })).toBeVisible();

    // The hotels' money per currency, never added.
    const hotels = within(screen.getByRole('table', { name: /^Occupancy, average daily rate/ }));
    const ayderRow = hotels
      .getByRole('rowheader', { name: 'Ayder Yaylası Dağ Evi ve Şifalı Kaplıcalar' })
      .closest('tr');
    expect(ayderRow).toHaveTextContent('TRY 36,000.00€1,200.00');
  });

  it('keeps the period in the address and asks for it', async () => {
    const calls = server((call) => ({
      status: 200,
      body: { ...dashboard, period: { ...dashboard.period, name: call.url.searchParams.get('period') } },
    }));
    const u = userEvent.setup();
    const { router } = await render('/admin?period=30d');
    await screen.findByRole('heading', { level: 2, name: 'At a glance' });
    expect(calls[0]?.url.searchParams.get('period')).toBe('30d');
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

    await u.click(screen.getByRole('radio', { name: 'This month' }));
    await waitFor(() => expect(params(router)).toEqual({ period: 'month' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('period')).toBe('month'));

    // A custom range starts as the days on screen.
    await u.click(screen.getByRole('radio', { name: 'Custom range' }));
    await waitFor(() =>
      expect(params(router)).toEqual({ period: 'custom', from: '2027-05-27', to: '2027-06-02' }),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-05-01' } });
    await waitFor(() =>
      expect(params(router)).toEqual({ period: 'custom', from: '2027-05-01', to: '2027-06-02' }),
    );
    await waitFor(() => {
      const asked = calls.at(-1)?.url.searchParams;
      expect([asked?.get('period'), asked?.get('from'), asked?.get('to')]).toEqual([
        'custom',
        '2027-05-01',
        '2027-06-02',
      ]);
    });

    // Downloaded for the same period.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:dashboard');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(calls.at(-1)?.url.pathname).toBe('/api/admin/dashboard/export.csv'));
    expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2027-05-01');
  });

  it('shows the server’s words on a custom range it refuses, in the reader’s language', async () => {
    const refusal = (field: string, code: string): Reply => ({
      status: 400,
      body: {
        code: 'validation_failed',
        title: 'Validation failed',
        status: 400,
        errors: [{ field, code, message: 'server words' }],
      },
    });
    server((call) => {
      const from = call.url.searchParams.get('from') ?? '';
      const to = call.url.searchParams.get('to') ?? '';
      if (to < from) return refusal('to', 'end_before_start');
      if (from < '2026-06-01') return refusal('to', 'range_too_long');
      return { status: 200, body: dashboard };
    });
    await render('/admin?period=custom&from=2027-06-02&to=2027-06-01', 'tr');
    const to = await screen.findByLabelText('Bitiş');
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription('Bitiş tarihi başlangıç tarihinden önce olamaz'),
    );
    expect(
      screen.getByText('Bu tarihler gösterilemiyor. Rakamları görmek için yukarıdaki tarihleri düzeltin.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2025-01-01' } });
    await waitFor(() => expect(to).toHaveAccessibleDescription('Tarih aralığı çok uzun'));

    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2027-05-27' } });
    await screen.findByRole('heading', { level: 2, name: 'Bir bakışta' });
    expect(to).not.toHaveAccessibleDescription();
  });

  it('shows its shape while loading, and Try again after a failure fetches the figures', async () => {
    let release: (reply: Reply) => void = () => {};
    let calls = 0;
    server(() => {
      calls += 1;
      if (calls === 1) return new Promise<Reply>((resolve) => (release = resolve));
      return { status: 200, body: dashboard };
    });
    const u = userEvent.setup();
    await render();
    expect(await screen.findByRole('status', { name: 'Loading the dashboard…' })).toBeVisible();
    release({ status: 503, body: { code: 'service_unavailable', title: 'Unavailable', status: 503 } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded');
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the period as a select on a phone, kept in the address too', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } })
      .happyDOM;
    happyDOM.setViewport({ width: 390 });
    try {
      const calls = server();
      const u = userEvent.setup();
      const { router } = await render('/admin?period=today');
      await screen.findByRole('heading', { level: 2, name: 'At a glance' });
      expect(screen.queryByRole('radio', { name: 'Today' })).toBeNull();
      const select = screen.getByRole('combobox', { name: 'Period' });
      expect(select).toHaveValue('Today');
      await u.click(select);
      await u.click(await screen.findByRole('option', { name: 'Last 30 days' }));
      await waitFor(() => expect(params(router)).toEqual({ period: '30d' }));
      await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('period')).toBe('30d'));
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
  });

  it('welcomes a new agency with nothing booked and says where to start', async () => {
    server(() => ({ status: 200, body: newAgency }));
    await render();
    expect(await screen.findByText('No bookings yet')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'At a glance' })).toBeNull();
    expect(within(section('What waits')).getByText('Nothing is waiting for you.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the hotel inventory' })).toHaveAttribute(
      'href',
      '/admin/hotel-inventory',
    );
    expect(screen.getByRole('link', { name: 'Open the packages' })).toHaveAttribute(
      'href',
      '/admin/packages',
    );
    expect(within(section('Latest bookings')).getByText(/^No bookings yet\. The first one/)).toBeVisible();
  });
});

describe('admin dashboard charts', () => {
  /** The charts measure their box: give it a size, as a browser would. */
  function withLayout() {
    const box = (width: number, height: number) =>
      ({
        width,
        height,
        top: 0,
        left: 0,
        right: width,
        bottom: height,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      }) as DOMRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // The chart's box is 640 × 300; a label measures about 7 pixels a letter.
      if (this.classList.contains('recharts-responsive-container')) return box(640, 300);
      return box((this.textContent?.length ?? 0) * 7, 14);
    });
  }

  /** The x positions of the bookings chart's day labels, in the data's order (first day first). */
  async function dayLabels() {
    const figure = await screen.findByRole('figure', {
      name: /^(Bookings made per day|الحجوزات التي أُجريت يوميًا)/,
    });
    const label = 'text.recharts-cartesian-axis-tick-value';
    await waitFor(() => expect(figure.querySelectorAll(`${label}[orientation="bottom"]`)).toHaveLength(7));
    const ticks = [...figure.querySelectorAll(`${label}[orientation="bottom"]`)];
    const yTicks = [...figure.querySelectorAll(`${label}:is([orientation="left"], [orientation="right"])`)];
    return {
      figure,
      labels: ticks.map((tick) => ({ text: tick.textContent ?? '', x: Number(tick.getAttribute('x')) })),
      valueAxisX: Number(yTicks[0]?.getAttribute('x')),
    };
  }

  it('runs time left to right in English, with the values on the left', async () => {
    server();
    withLayout();
    await render();
    const { labels, valueAxisX, figure } = await dayLabels();
    const first = labels.find((l) => l.text === '27 May');
    const last = labels.find((l) => l.text === '2 Jun');
    expect(first && last && first.x < last.x).toBe(true);
    expect(valueAxisX).toBeLessThan(320);
    // The chart takes the focus (recharts' keyboard layer) and is named by its caption.
    const surface = figure.querySelector('svg.recharts-surface') as SVGElement;
    expect(surface).toHaveAttribute('tabindex', '0');
    expect(surface.querySelector('title')?.textContent).toBe(`Bookings made per day by kind, ${WEEK}`);
    // Focus shows the first day; the right arrow moves to the next.
    const tooltip = () => figure.querySelector('.recharts-tooltip-wrapper') as HTMLElement;
    act(() => surface.focus());
    await waitFor(() => expect(tooltip()).toHaveTextContent('Thu, 27 May 2027'));
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    await waitFor(() => expect(tooltip()).toHaveTextContent('Fri, 28 May 2027'));
    expect(tooltip()).toHaveTextContent('Package1');
  });

  it('runs time right to left in Arabic, with the values on the right', async () => {
    server();
    withLayout();
    await render('/admin', 'ar');
    const { labels, valueAxisX, figure } = await dayLabels();
    const first = labels.find((l) => l.text === '27 مايو');
    const last = labels.find((l) => l.text === '2 يونيو');
    expect(first && last && first.x > last.x).toBe(true);
    expect(valueAxisX).toBeGreaterThan(320);
    // The drawing stays left to right (its axes do the turning); its tooltip reads right to left.
    expect(figure.querySelector('.recharts-responsive-container')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'ltr',
    );
    // The next day is to the left: the left arrow goes there.
    const surface = figure.querySelector('svg.recharts-surface') as SVGElement;
    const tooltip = () => figure.querySelector('.recharts-tooltip-wrapper') as HTMLElement;
    act(() => surface.focus());
    await waitFor(() => expect(tooltip()).toHaveTextContent('27 مايو'));
    fireEvent.keyDown(surface, { key: 'ArrowLeft' });
    await waitFor(() => expect(tooltip()).toHaveTextContent('28 مايو'));
    expect(tooltip().querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
