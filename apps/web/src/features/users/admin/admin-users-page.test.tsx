import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { withNotifications } from '../../../test/with-notifications';
import { AdminUsersPage } from './admin-users-page';
import { ISIL_ID, isil, problem, usersServer, zeynep } from './testing/users-server';

function renderList(path = '/admin/users', lang: 'en' | 'tr' | 'ar' = 'en') {
  return renderRoutes(
    [
      { path: '/admin/users', element: withNotifications(<AdminUsersPage />) },
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

const listCalls = (calls: { url: URL; method: string }[]) =>
  calls.filter((c) => c.url.pathname === '/api/admin/users' && c.method === 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('admin users list', () => {
  it('shows each account: name linked to its page, email, role, blog permission, disabled, joined and last sign-in', async () => {
    usersServer();
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'User accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Blog permission', 'Status', 'Joined', 'Last sign-in']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);

    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Işıl Şahin' })).toHaveAttribute(
      'href',
      `/admin/users/${ISIL_ID}`,
    );
    expect(first.getByText('isil@example.com')).toBeInTheDocument();
    expect(first.getByText('Traveller')).toBeInTheDocument();
    expect(first.getByText('Not granted')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('12 Jun 2027')).toBeInTheDocument();
    expect(first.getByText('1 Jul 2027, 11:05')).toBeInTheDocument();

    const maryam = within(rows[1] as HTMLElement);
    expect(maryam.getByRole('link', { name: 'مريم العتيبي' })).toBeInTheDocument();
    expect(maryam.getByText('Blog manager')).toBeInTheDocument();
    expect(maryam.getByText('Granted')).toBeInTheDocument();
    expect(maryam.getByText('No sign-in yet')).toBeInTheDocument();

    expect(within(rows[2] as HTMLElement).getByText('Disabled')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–4 of 4')).toBeInTheDocument();
  });

  it('passes a search typed without Turkish letters to the server as typed, keeps it in the address, and finds Işıl', async () => {
    const { calls } = usersServer();
    const { router } = await renderList();
    await screen.findByRole('table', { name: 'User accounts' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'isil');
    await waitFor(() => expect(router.state.location.search).toBe('?q=isil'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('q')).toBe('isil'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: 'Işıl Şahin' })).toBeInTheDocument();

    // Turkish letters go to the server unchanged: it folds them itself.
    const box = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await userEvent.clear(box);
    await userEvent.type(box, 'ŞAHİN');
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('q')).toBe('ŞAHİN'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ŞAHİN');
  });

  it('puts the role, blog, status and order chosen into the address and the request', async () => {
    const { calls } = usersServer();
    const { router } = await renderList();
    await screen.findByRole('table', { name: 'User accounts' });
    const u = userEvent.setup();
    const choose = async (filter: string, option: string) => {
      await u.click(screen.getByRole('combobox', { name: filter }));
      await u.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Role', 'Traveller');
    await waitFor(() => expect(router.state.location.search).toBe('?role=user'));
    await choose('Blog permission', 'Not granted');
    await choose('Status', 'Disabled');
    await choose('Sort by', 'Name (A to Z)');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        role: 'user',
        blog: 'false',
        disabled: 'true',
        sort: 'name',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1)?.url.searchParams ?? [])).toMatchObject({
        role: 'user',
        blog: 'false',
        disabled: 'true',
        sort: 'name',
      }),
    );
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: zeynep.name })).toBeInTheDocument();

    // Back to every role: the filter leaves the address.
    await choose('Role', 'All roles');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('role')).toBe(false));
  });

  it('opens a shared address with its search, filters, order and page, and asks the server for them', async () => {
    const { calls } = usersServer({
      override: (call) =>
        call.url.pathname === '/api/admin/users'
          ? { status: 200, body: { data: [isil], total: 21, page: 2, totalPages: 2 } }
          : undefined,
    });
    await renderList(
      `/admin/users?q=${encodeURIComponent('Işıl')}&role=user&blog=false&disabled=false&sort=last-sign-in&page=2`,
    );
    await screen.findByRole('table', { name: 'User accounts' });
    expect(Object.fromEntries(listCalls(calls)[0]?.url.searchParams ?? [])).toMatchObject({
      q: 'Işıl',
      role: 'user',
      blog: 'false',
      disabled: 'false',
      sort: 'last-sign-in',
      page: '2',
      limit: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('Işıl');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Traveller');
    expect(screen.getByRole('combobox', { name: 'Blog permission' })).toHaveValue('Not granted');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Last sign-in (latest first)');
    expect(screen.getByText('Showing 21–21 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');
  });

  it('ignores values in the address it does not know', async () => {
    const { calls } = usersServer();
    await renderList('/admin/users?role=owner&blog=maybe&sort=age');
    await screen.findByRole('table', { name: 'User accounts' });
    const sent = listCalls(calls)[0]?.url.searchParams;
    expect(sent?.has('role')).toBe(false);
    expect(sent?.has('blog')).toBe(false);
    expect(sent?.has('sort')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('All roles');
  });

  it('goes to the next page through the address', async () => {
    const { calls } = usersServer({
      override: (call) =>
        call.url.pathname === '/api/admin/users'
          ? {
              status: 200,
              body: {
                data: [isil],
                total: 30,
                page: Number(call.url.searchParams.get('page')),
                totalPages: 2,
              },
            }
          : undefined,
    });
    const { router } = await renderList('/admin/users?role=user');
    await screen.findByRole('table', { name: 'User accounts' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=user&page=2'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('says clearly when nothing matches, and clears the search and filters (not the order)', async () => {
    const { calls } = usersServer();
    const { router } = await renderList('/admin/users?q=nobody&role=admin&disabled=true&sort=email');
    expect(await screen.findByText('No accounts match')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email'));
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('');
    expect(await screen.findByRole('table', { name: 'User accounts' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.has('q')).toBe(false);
  });

  it('shows that it is loading, then a failure with a Retry that loads the list', async () => {
    let fail = true;
    let answer: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    usersServer({
      override: (call) => {
        if (call.url.pathname !== '/api/admin/users') return undefined;
        if (fail) return { status: 503, body: problem(503, 'service_unavailable', 'Unavailable') };
        return undefined;
      },
    });
    // The first answer waits: the list says it is loading meanwhile.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    });
    await renderList();
    expect(screen.getByRole('status', { name: 'Loading accounts…' })).toBeInTheDocument();
    answer?.();
    expect(await screen.findByText('The accounts could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'User accounts' })).toBeInTheDocument();
    expect(screen.queryByText('The accounts could not be loaded.')).toBeNull();
  });

  it('on a 390 px phone shows one card per account and no table', async () => {
    setViewportWidth(390);
    try {
      usersServer();
      await renderList();
      const list = await screen.findByRole('list', { name: 'User accounts' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(4);
      const card = within(cards[2] as HTMLElement);
      expect(card.getByRole('link', { name: 'Zeynep Öztürk' })).toBeInTheDocument();
      expect(card.getByText('zeynep@example.com')).toBeInTheDocument();
      expect(card.getByText('Disabled')).toBeInTheDocument();
      expect(card.getByText('Joined 20 Nov 2026 · last sign-in 1 May 2027, 07:15')).toBeInTheDocument();
    } finally {
      setViewportWidth(1024);
    }
  });

  it('reads right to left in Arabic, with roles and dates in Arabic', async () => {
    usersServer();
    await renderList('/admin/users', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const table = await screen.findByRole('table', { name: 'حسابات المستخدمين' });
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(first.getByText('مسافر')).toBeInTheDocument();
    // Joined 12 June 2027: the month named in Arabic.
    expect(first.getByText(/يونيو/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'البحث بالاسم أو البريد الإلكتروني' })).toBeInTheDocument();
  });
});
