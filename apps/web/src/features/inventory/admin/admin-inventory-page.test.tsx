import type { InventoryDayDto } from '@app/shared/inventory/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../test/render-routes';
import { AdminInventoryView } from './admin-inventory-page';

const hotels = {
  data: [
    {
      _id: 'h1',
      slug: 'meydan-hotel-trabzon',
      name: { en: 'Meydan Hotel Trabzon', tr: 'Meydan Otel Trabzon', ar: 'فندق ميدان طرابزون' },
      roomTypes: [{ _id: 'r1', name: { en: 'Single room', tr: 'Tek kişilik oda', ar: 'غرفة مفردة' } }],
    },
  ],
  total: 1,
  page: 1,
  limit: 100,
};

const record = (date: string, extra: Partial<NonNullable<InventoryDayDto['record']>> = {}) => ({
  _id: `rec-${date}`,
  hotelId: 'h1',
  roomTypeId: 'r1',
  date,
  totalRooms: 2,
  availableRooms: 2,
  basePrice: 250_000,
  priceModifier: 1,
  seasonalAdjustment: 0,
  promotionDiscountPercent: 0,
  promotionCode: '',
  blocked: false,
  blockReason: '',
  notes: '',
  ...extra,
});

/** March 2027: 1-3 Mar have own records until they are cleared, 4 Mar is blocked. */
function calendar(cleared: boolean) {
  const days: InventoryDayDto[] = [];
  for (let d = 1; d <= 31; d += 1) {
    const date = `2027-03-${String(d).padStart(2, '0')}`;
    const own = d <= 3 && !cleared;
    const blocked = d === 4;
    days.push({
      date,
      record: own
        ? record(date)
        : blocked
          ? record(date, { blocked: true, blockReason: 'Renovation' })
          : null,
      totalRooms: 2,
      availableRooms: 2,
      price: own ? 250_000 : 180_000,
      blocked,
      blockReason: blocked ? 'Renovation' : '',
    });
  }
  return { hotelId: 'h1', roomTypeId: 'r1', currency: 'TRY', days };
}

type Reply = { status: number; body?: unknown };
function stubServer(replies: { bulk?: Reply; clear?: Reply } = {}) {
  let cleared = false;
  const calls = stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/admin/hotels') return { status: 200, body: hotels };
    if (path === '/api/inventory/hotels/h1/r1/bulk')
      return replies.bulk ?? { status: 200, body: { updated: 0, skipped: [] } };
    if (path === '/api/inventory/hotels/h1/r1' && call.method === 'DELETE') {
      cleared = true;
      return replies.clear ?? { status: 200, body: { deleted: 3, kept: [] } };
    }
    if (path === '/api/inventory/hotels/h1/r1') return { status: 200, body: calendar(cleared) };
    return { status: 404, body: { code: 'not_found' } };
  });
  return calls;
}

const render = (lang: 'en' | 'tr' | 'ar' = 'en', hotel = 'h1') =>
  renderRoutes(
    [{ path: '/admin/hotel-inventory', element: <AdminInventoryView /> }],
    `/admin/hotel-inventory?hotel=${hotel}&room=r1&month=2027-03`,
    lang,
  );

const calendarGets = (calls: StubbedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/inventory/hotels/h1/r1');

function setDates(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: end } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The window width Mantine's media queries see. */
function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

describe('hotel inventory calendar', () => {
  it('on a phone lists the nights one under another, each whole and opening its editor', async () => {
    setViewportWidth(390);
    try {
      stubServer();
      await render();
      const list = await screen.findByRole('list', { name: 'Nights of March 2027' });
      const days = within(list).getAllByRole('listitem');
      expect(days).toHaveLength(31);
      const fourth = within(days[3] as HTMLElement).getByRole('button', {
        name: /^Edit Thursday,? 4 March 2027/,
      });
      expect(fourth).toHaveTextContent('2/2 rooms');
      expect(fourth).toHaveTextContent('Blocked: \u2068Renovation\u2069');
    } finally {
      setViewportWidth(1024);
    }
  });

  it('opens with the hotel’s public slug as with its id', async () => {
    const calls = stubServer();
    await render('en', 'meydan-hotel-trabzon');
    expect(await screen.findByRole('button', { name: /^Edit Monday,? 1 March 2027/ })).toBeInTheDocument();
    expect(calendarGets(calls).length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Hotel' })).toHaveValue('Meydan Hotel Trabzon');
  });

  it('says so when the address names no hotel, and asks for nothing it cannot give', async () => {
    const calls = stubServer();
    await render('en', 'no-such-hotel');
    expect(await screen.findByText(/^No hotel has the address “no-such-hotel”./)).toBeInTheDocument();
    expect(screen.queryByText('Please select a room type')).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/inventory/'))).toBe(false);
  });

  it("names each day with its date in the reader's language and shows prices that fit a day", async () => {
    stubServer();
    await render();
    const first = await screen.findByRole('button', { name: /^Edit Monday,? 1 March 2027/ });
    expect(screen.queryByRole('button', { name: /2027-03-01/ })).toBeNull();
    expect(within(first).getByText('₺2,500')).toBeInTheDocument();
    expect(within(first).getByText('2/2 rooms')).toBeInTheDocument();
    // The hidden label is placed inside its day, not outside the calendar's scroll box.
    expect(first).toHaveStyle({ position: 'relative' });
  });

  it('names days in Arabic with Arabic dates', async () => {
    stubServer();
    await render('ar');
    expect(await screen.findByRole('button', { name: /^تعديل الاثنين،? 1 مارس 2027/ })).toBeInTheDocument();
    // The admin's reason (here in English) is isolated, so the Arabic sentence keeps its order.
    const blocked = screen.getByRole('button', { name: /^تعديل الخميس،? 4 مارس 2027/ });
    expect(within(blocked).getByText('محظور: \u2068Renovation\u2069')).toBeInTheDocument();
  });

  it('has a legend that looks like the days: one distinct swatch per kind of day', async () => {
    stubServer();
    await render();
    const legend = await screen.findByRole('list', { name: 'Legend' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Room defaults',
      'Own record',
      'Promotion',
      'Sold out',
      'Blocked',
    ]);
    const swatch = (name: string) =>
      items.find((i) => i.textContent === name)?.querySelector('[aria-hidden="true"]') ?? null;
    const classOf = (el: Element | null) => [...(el?.classList ?? [])].filter((c) => !c.startsWith('m_'));
    // Five different looks, none shared (Defaults and Blocked used to share one grey).
    expect(new Set(items.map((i) => classOf(swatch(i.textContent ?? '')).join(' '))).size).toBe(5);
    // Each day looks like its legend entry.
    const day = (name: RegExp) => screen.getByRole('button', { name });
    for (const [name, entry] of [
      [/^Edit Monday,? 1 March 2027/, 'Own record'],
      [/^Edit Thursday,? 4 March 2027/, 'Blocked'],
      [/^Edit Friday,? 5 March 2027/, 'Room defaults'],
    ] as const)
      expect(classOf(day(name))).toEqual(expect.arrayContaining(classOf(swatch(entry))));
  });
});

describe('bulk update', () => {
  it('puts each problem on its field, checks the end is not before the start, and focuses the first', async () => {
    const calls = stubServer();
    await render();
    await screen.findByRole('button', { name: /^Edit Monday,? 1 March 2027/ });
    setDates('2027-03-10', '2027-03-05');
    const available = screen.getByRole('textbox', { name: 'Available rooms' });
    await userEvent.type(available, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to range' }));

    const end = screen.getByLabelText('End date');
    expect(end).toHaveAccessibleDescription('End date must be on or after the start date');
    expect(end).toHaveFocus();
    expect(available).toHaveAccessibleDescription('Enter a whole number from 0 to 500');
    expect(available).toHaveValue('2000');
    expect(screen.queryByText(/Some fields need your attention/)).toBeNull();
    // A range is blocked as a whole: the checkbox speaks of dates, not of one date.
    expect(screen.getByRole('checkbox', { name: 'Block these dates' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's reasons on the fields they concern", async () => {
    stubServer({
      bulk: {
        status: 400,
        body: {
          code: 'validation_failed',
          title: 'Some fields need your attention.',
          errors: [{ field: 'endDate', code: 'range_too_long', message: 'The date range is too long' }],
        },
      },
    });
    await render();
    await screen.findByRole('button', { name: /^Edit Monday,? 1 March 2027/ });
    setDates('2027-03-01', '2027-03-05');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to range' }));
    const end = screen.getByLabelText('End date');
    await waitFor(() => expect(end).toHaveAccessibleDescription('The date range is too long'));
    expect(end).toHaveFocus();
  });

  it("counts the nights in words and says which were skipped and why, with dates in the reader's language", async () => {
    stubServer({
      bulk: {
        status: 200,
        body: {
          updated: 1,
          skipped: [
            { date: '2027-03-02', reason: 'available_exceeds_total' },
            { date: '2027-03-03', reason: 'available_exceeds_total' },
          ],
        },
      },
    });
    await render();
    await screen.findByRole('button', { name: /^Edit Monday,? 1 March 2027/ });
    setDates('2027-03-01', '2027-03-03');
    await userEvent.type(screen.getByRole('textbox', { name: 'Available rooms' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to range' }));
    expect(await screen.findByText('1 night updated.')).toBeVisible();
    expect(
      screen.getByText(
        /^2 nights were left unchanged because their available rooms would be more than their total rooms: 2\s?–\s?3 Mar 2027\.$/,
      ),
    ).toBeVisible();
  });

  it('asks before clearing a range, names the room and dates, then shows the calendar without the records', async () => {
    const calls = stubServer();
    await render();
    const first = await screen.findByRole('button', { name: /^Edit Monday,? 1 March 2027/ });
    expect(within(first).getByText('₺2,500')).toBeInTheDocument();
    setDates('2027-03-01', '2027-03-03');
    await userEvent.click(screen.getByRole('button', { name: 'Clear records in range' }));

    const dialog = await screen.findByRole('dialog', { name: 'Clear records in range?' });
    expect(
      within(dialog).getByText(/Single room at Meydan Hotel Trabzon from 1 Mar 2027 to 3 Mar 2027/),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    const before = calendarGets(calls).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear records' }));

    expect(
      await screen.findByText('3 records cleared; those nights use the room defaults again.'),
    ).toBeVisible();
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.url.searchParams.get('from')).toBe('2027-03-01');
    expect(del?.url.searchParams.get('to')).toBe('2027-03-03');
    await waitFor(() => expect(calendarGets(calls).length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(
        within(screen.getByRole('button', { name: /^Edit Monday,? 1 March 2027/ })).getByText('₺1,800'),
      ).toBeInTheDocument(),
    );
  });

  it('says in Arabic how many records were cleared with the right plural', async () => {
    stubServer();
    await render('ar');
    await screen.findByRole('button', { name: /^تعديل الاثنين،? 1 مارس 2027/ });
    fireEvent.change(screen.getByLabelText('تاريخ البداية'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('تاريخ النهاية'), { target: { value: '2027-03-03' } });
    await userEvent.click(screen.getByRole('button', { name: 'مسح السجلات في النطاق' }));
    const dialog = await screen.findByRole('dialog', { name: 'مسح السجلات في النطاق؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'مسح السجلات' }));
    expect(
      await screen.findByText('تم مسح 3 سجلات؛ تعود تلك الليالي إلى القيم الافتراضية للغرفة.'),
    ).toBeVisible();
  });
});
