import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { AdminAuditPage } from './admin-audit-page';
import { auditServer, BOOKING_ID, entry, problem, ZEYNEP_ID } from './testing/audit-server';

function renderTrail(path = '/admin/audit', lang: 'en' | 'tr' | 'ar' = 'en') {
  return renderRoutes(
    [
      { path: '/admin/audit', element: <AdminAuditPage /> },
      { path: '/admin/bookings/:id', element: <p>booking page</p> },
      { path: '/admin/users/:id', element: <p>account page</p> },
    ],
    path,
    lang,
  );
}

/** The window width Mantine's media queries see. */
function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

const trailCalls = (calls: { url: URL; method: string }[]) =>
  calls.filter((c) => c.url.pathname === '/api/admin/audit' && c.method === 'GET');

const rowOf = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Audit trail' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the audit trail', () => {
  it('shows each entry: when, who, what linked to its page, and the address', async () => {
    auditServer();
    await renderTrail();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'What', 'Address', 'Changes']);

    const booking = within(await rowOf('KT-7F3K9Q'));
    expect(booking.getByText('1 Jun 2027, 09:05')).toBeInTheDocument();
    expect(booking.getByText('Işıl Şahin')).toBeInTheDocument();
    expect(booking.getByText('isil@example.com')).toBeInTheDocument();
    expect(booking.getByText('Status changed')).toBeInTheDocument();
    expect(booking.getByText(/^Booking:/)).toBeInTheDocument();
    expect(booking.getByRole('link', { name: 'KT-7F3K9Q' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    expect(booking.getByText('203.0.113.7')).toBeInTheDocument();

    const disabled = within(await rowOf('Zeynep Öztürk'));
    expect(disabled.getByText('Disabled')).toBeInTheDocument();
    expect(disabled.getByRole('link', { name: 'Zeynep Öztürk' })).toHaveAttribute(
      'href',
      `/admin/users/${ZEYNEP_ID}`,
    );

    // A settings group is named in words; a deleted hotel has no page to link to.
    expect(within(await rowOf('Email')).getByText(/^Settings:/)).toBeInTheDocument();
    const deleted = within(await rowOf('Sümela Valley Inn'));
    expect(deleted.getByText('Deleted')).toBeInTheDocument();
    expect(deleted.queryByRole('link')).toBeNull();
    expect(screen.getByText('Showing 1–6 of 6')).toBeInTheDocument();
  });

  it('opens an entry to its fields before → after, and closes it', async () => {
    auditServer();
    await renderTrail();
    const row = within(await rowOf('KT-7F3K9Q'));
    const toggle = row.getByRole('button', { name: /Show changes/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = screen.getByRole('table', { name: 'Fields before and after' });
    expect(toggle).toHaveAttribute('aria-controls', changes.id);
    const rows = within(changes)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      )
      .filter((cells) => cells.length > 0);
    expect(rows).toEqual([
      ['status', 'pending', 'confirmed'],
      ['note', '(empty)', 'Otel telefonla onayladı'],
    ]);
    await userEvent.click(row.getByRole('button', { name: /Hide changes/ }));
    expect(screen.queryByRole('table', { name: 'Fields before and after' })).toBeNull();
  });

  it('says yes and no, keeps a secret hidden, names nested fields by path and wraps a long text', async () => {
    auditServer();
    await renderTrail();
    await userEvent.click(within(await rowOf('Zeynep Öztürk')).getByRole('button', { name: /Show changes/ }));
    const disabled = screen.getByRole('table', { name: 'Fields before and after' });
    expect(within(disabled).getByRole('row', { name: /disabled No Yes/ })).toBeInTheDocument();
    expect(within(disabled).getByRole('row', { name: 'disabledAt — 1 Jun 2027, 09:04' })).toBeInTheDocument();
    await userEvent.click(within(await rowOf('Zeynep Öztürk')).getByRole('button', { name: /Hide changes/ }));

    await userEvent.click(within(await rowOf('Email')).getByRole('button', { name: /Show changes/ }));
    const email = screen.getByRole('table', { name: 'Fields before and after' });
    expect(within(email).getAllByText('Hidden')).toHaveLength(2);
    expect(email.textContent).not.toContain('[redacted]');
    await userEvent.click(within(await rowOf('Email')).getByRole('button', { name: /Hide changes/ }));

    await userEvent.click(
      within(await rowOf('Ayder Hot Springs Lodge')).getByRole('button', { name: /Show changes/ }),
    );
    const hotel = screen.getByRole('table', { name: 'Fields before and after' });
    expect(within(hotel).getByText('name.tr')).toBeInTheDocument();
    expect(within(hotel).getByText('starRating')).toBeInTheDocument();
    const long = within(hotel).getByText(/Çay bahçeleri arasından/);
    expect(long.closest('p')).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('shows a deleted record whole under Before only, and says when no field changed', async () => {
    auditServer();
    await renderTrail();
    await userEvent.click(
      within(await rowOf('Sümela Valley Inn')).getByRole('button', { name: /Show changes/ }),
    );
    const record = screen.getByRole('table', { name: 'Fields before and after' });
    expect(
      within(record)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Before']);
    expect(within(record).getByRole('row', { name: /city Maçka/ })).toBeInTheDocument();

    const reset = within(await rowOf('Password reset sent'));
    await userEvent.click(reset.getByRole('button', { name: /Show changes/ }));
    expect(screen.getByText('No field changed: the action itself is what was recorded.')).toBeInTheDocument();
  });

  it('keeps who, what and the days in the address and sends them to the server', async () => {
    const calls = auditServer();
    const { router } = await renderTrail();
    await screen.findByRole('table', { name: 'Audit trail' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Who' }), 'isil sahin');
    await waitFor(() => expect(router.state.location.search).toBe('?q=isil+sahin'));
    await waitFor(() => expect(trailCalls(calls).at(-1)?.url.searchParams.get('q')).toBe('isil sahin'));
    await waitFor(() => expect(screen.queryByText('مريم العتيبي')).toBeNull());

    await userEvent.click(screen.getByRole('combobox', { name: 'What was changed' }));
    await userEvent.click(await screen.findByRole('option', { name: 'User account' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=isil+sahin&entity=user'));
    await waitFor(() => expect(screen.queryByText('KT-7F3K9Q')).toBeNull());
    expect(await screen.findByText('Zeynep Öztürk')).toBeInTheDocument();

    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2027-06-01');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2027-06-01'),
    );
    await waitFor(() => expect(trailCalls(calls).at(-1)?.url.searchParams.get('from')).toBe('2027-06-01'));
  });

  it('opens on the filters of an address, and the end before the start says why and is not sent', async () => {
    const calls = auditServer();
    await renderTrail('/admin/audit?entity=booking&from=2027-06-02&to=2027-06-01');
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'What was changed' })).toHaveValue('Booking');
    expect(screen.getByLabelText('From')).toHaveValue('2027-06-02');
    const sent = trailCalls(calls).at(-1)?.url.searchParams;
    expect(sent?.get('entity')).toBe('booking');
    expect(sent?.get('from')).toBe('2027-06-02');
    expect(sent?.has('to')).toBe(false);
  });

  it('shows one account’s changes from a link, and clears that back to everything', async () => {
    const calls = auditServer();
    const { router } = await renderTrail(`/admin/audit?actor=3f1c2b6e-0000-4000-8000-0000000000a2`);
    expect(await screen.findByText('Showing one account’s changes only.')).toBeInTheDocument();
    expect(trailCalls(calls).at(-1)?.url.searchParams.get('actor')).toBe(
      '3f1c2b6e-0000-4000-8000-0000000000a2',
    );
    expect(await screen.findAllByText('مريم العتيبي')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('KT-7F3K9Q')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters; says when nothing is recorded yet', async () => {
    auditServer();
    const { router } = await renderTrail('/admin/audit?q=nobody&entity=vehicle');
    expect(await screen.findByText('No entries match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Audit trail' })).toBeInTheDocument();
    vi.unstubAllGlobals();

    auditServer({ list: [] });
    await renderTrail();
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });

  it('shows that it is loading, then a failure with Try again that loads the trail', async () => {
    let fail = true;
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    auditServer({
      override: () =>
        fail ? { status: 503, body: problem(503, 'service_unavailable', 'Unavailable') } : undefined,
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    });
    await renderTrail();
    expect(screen.getByRole('status', { name: 'Loading the audit trail…' })).toBeInTheDocument();
    release?.();
    expect(await screen.findByText('The audit trail could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Audit trail' })).toBeInTheDocument();
  });

  it('on a 390 px phone shows one card per entry, each opening to its fields as blocks', async () => {
    setViewportWidth(390);
    try {
      auditServer();
      await renderTrail();
      const list = await screen.findByRole('list', { name: 'Audit trail' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list);
      expect(cards).toHaveLength(6);
      const first = within(cards[0] as HTMLElement);
      expect(first.getByRole('link', { name: 'KT-7F3K9Q' })).toBeInTheDocument();
      await userEvent.click(first.getByRole('button', { name: /Show changes/ }));
      const fields = first.getByRole('list', { name: 'Fields before and after' });
      const status = within(fields).getAllByRole('listitem')[0] as HTMLElement;
      expect(status.textContent).toBe('statusBeforependingAfterconfirmed');
    } finally {
      setViewportWidth(1024);
    }
  });

  it('reads in Arabic, with Arabic words and dates', async () => {
    auditServer({
      list: [
        entry({
          _id: 'a1',
          actor: { id: null, name: 'مريم العتيبي', email: 'maryam@example.com', role: 'admin' },
          before: { starRating: 3 },
          after: { starRating: 4 },
        }),
      ],
    });
    await renderTrail('/admin/audit', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const table = await screen.findByRole('table', { name: 'سجل التدقيق' });
    const row = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('عُدِّل')).toBeInTheDocument();
    expect(row.getByText(/^فندق:/)).toBeInTheDocument();
    expect(row.getByText(/يونيو/)).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: /عرض التغييرات/ }));
    expect(screen.getByRole('table', { name: 'الحقول قبل التغيير وبعده' })).toBeInTheDocument();
  });
});
