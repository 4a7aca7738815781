import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../../lib/format';
import { session } from '../../../lib/session/session-store';
import { renderRoutes, type StubbedCall } from '../../../test/render-routes';
import { testUser } from '../../../test/test-users';
import { withNotifications } from '../../../test/with-notifications';
import { AdminUserDetailPage } from './admin-user-detail-page';
import { AdminUsersPage } from './admin-users-page';
import { BOSS_ID, boss, ISIL_ID, problem, usersServer } from './testing/users-server';

function renderAccount(id = ISIL_ID, lang: 'en' | 'tr' | 'ar' = 'en', path = `/admin/users/${id}`) {
  return renderRoutes(
    [
      { path: '/admin/users', element: withNotifications(<AdminUsersPage />) },
      { path: '/admin/users/:id', element: withNotifications(<AdminUserDetailPage />) },
    ],
    path,
    lang,
  );
}

/** The signed-in admin: Ayşe Kaya, not the account on the page unless it is hers. */
function signInAsBoss() {
  act(() => session.setUser(testUser({ _id: BOSS_ID, name: boss.name, email: boss.email, role: 'admin' })));
}

const sent = (calls: StubbedCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === path);
const detailGets = (calls: StubbedCall[]) => sent(calls, 'GET', `/api/admin/users/${ISIL_ID}`);

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  act(() => session.expire());
});

describe('an account in the admin', () => {
  it('shows the profile, the latest bookings linked to their pages, reviews and comments with totals', async () => {
    signInAsBoss();
    usersServer();
    await renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/admin/users');

    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText('isil@example.com')).toBeInTheDocument();
    expect(profile.getByText('+90 532 111 22 33')).toBeInTheDocument();
    expect(profile.getByText('12 Jun 2027')).toBeInTheDocument();
    expect(profile.getByText('1 Jul 2027, 11:05')).toBeInTheDocument();
    expect(profile.queryByText('Disabled since')).toBeNull();

    const bookings = within(screen.getByRole('region', { name: 'Bookings' }));
    const table = bookings.getByRole('table', { name: 'Latest bookings of Işıl Şahin' });
    const [hotel, table42] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(hotel).getByRole('link', { name: 'KT-4WHRQBGE' })).toHaveAttribute(
      'href',
      '/admin/bookings/b1',
    );
    expect(within(hotel).getByText('Hotel')).toBeInTheDocument();
    expect(within(hotel).getByText('Confirmed')).toBeInTheDocument();
    expect(within(hotel).getByText(/^12\s–\s15 Aug 2027$/)).toBeInTheDocument();
    expect(within(hotel).getByText('TRY 12,540.00')).toBeInTheDocument();
    expect(within(table42).getByText('Restaurant table')).toBeInTheDocument();
    expect(within(table42).getByText('Pending')).toBeInTheDocument();
    expect(within(table42).getByText('Nothing paid')).toBeInTheDocument();
    expect(bookings.getByRole('link', { name: '3 bookings in all' })).toHaveAttribute(
      'href',
      '/admin/bookings?q=isil%40example.com',
    );

    const reviews = within(screen.getByRole('region', { name: 'Reviews' }));
    expect(reviews.getByText('2 reviews in all')).toBeInTheDocument();
    expect(reviews.getByText('Göl manzarası harika')).toBeInTheDocument();
    expect(reviews.getByLabelText('4 out of 5')).toBeInTheDocument();
    expect(reviews.getByText('Tour package')).toBeInTheDocument();

    const comments = within(screen.getByRole('region', { name: 'Blog comments' }));
    expect(comments.getByText('1 comment in all')).toBeInTheDocument();
    expect(comments.getByRole('link', { name: 'A morning at Sumela Monastery' })).toHaveAttribute(
      'href',
      '/blog/post/a-morning-at-sumela-monastery',
    );
    expect(comments.getByText('Awaiting moderation')).toBeInTheDocument();
  });

  it('goes back to the list it was opened from, with its search and filters', async () => {
    signInAsBoss();
    usersServer();
    const { router } = await renderAccount(ISIL_ID, 'en', '/admin/users?q=isil&role=user');
    await userEvent.click(await screen.findByRole('link', { name: 'Işıl Şahin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(router.state.location.search).toBe('?q=isil&role=user');
  });

  it('changes the role after a confirmation, says so, and shows the new role', async () => {
    signInAsBoss();
    const { calls } = usersServer();
    await renderAccount();
    await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('combobox', { name: 'Role' }));
    await u.click(await screen.findByRole('option', { name: 'Blog manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Işıl Şahin?' });
    expect(within(dialog).getByText('Işıl Şahin goes from Traveller to Blog manager.')).toBeInTheDocument();
    // Nothing is sent before the confirmation.
    expect(sent(calls, 'PATCH', `/api/admin/users/${ISIL_ID}`)).toHaveLength(0);
    const gets = detailGets(calls).length;
    await u.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Işıl Şahin is now Blog manager.')).toBeInTheDocument();
    expect(sent(calls, 'PATCH', `/api/admin/users/${ISIL_ID}`).map((c) => c.body)).toEqual([
      { role: 'blog-admin' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Blog manager');
    // The page is fetched again: it shows what the server now holds.
    await waitFor(() => expect(detailGets(calls).length).toBeGreaterThan(gets));
  });

  it('keeps the role and shows the last-admin refusal in the reader’s language', async () => {
    signInAsBoss();
    const other = { ...boss, _id: ISIL_ID, name: 'Işıl Şahin', email: 'isil@example.com' };
    const { calls } = usersServer({
      accounts: [other],
      override: (call) =>
        call.method === 'PATCH'
          ? { status: 409, body: problem(409, 'last_admin', 'This is the last active admin.') }
          : undefined,
    });
    await renderAccount();
    await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('combobox', { name: 'Role' }));
    await u.click(await screen.findByRole('option', { name: 'Traveller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Işıl Şahin?' });
    await u.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is the last active admin: another admin must be named before this account can lose the role, be disabled or be deleted.',
    );
    expect(sent(calls, 'PATCH', `/api/admin/users/${ISIL_ID}`)).toHaveLength(1);
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator');
  });

  it('grants and takes back the blog permission, each with a notice', async () => {
    signInAsBoss();
    const { calls } = usersServer();
    await renderAccount();
    await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' });
    const toggle = screen.getByRole('switch', { name: 'Can manage the blog' });
    expect(toggle).toHaveAccessibleDescription(
      'Opens the blog admin to a traveller. Administrators and blog managers have it through their role.',
    );
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Işıl Şahin can now manage the blog.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Can manage the blog' })).toBeChecked());
    await userEvent.click(screen.getByRole('switch', { name: 'Can manage the blog' }));
    expect(await screen.findByText('Işıl Şahin can no longer manage the blog.')).toBeInTheDocument();
    expect(sent(calls, 'PATCH', `/api/admin/users/${ISIL_ID}`).map((c) => c.body)).toEqual([
      { blogPermission: true },
      { blogPermission: false },
    ]);
  });

  it('disables after saying the person is signed out everywhere at once, then enables again', async () => {
    signInAsBoss();
    const { calls } = usersServer();
    await renderAccount();
    await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable the account of Işıl Şahin?' });
    expect(dialog).toHaveTextContent(
      'Işıl Şahin is signed out everywhere at once, on every device, and cannot sign in until the account is enabled again.',
    );
    expect(sent(calls, 'POST', `/api/admin/users/${ISIL_ID}/disable`)).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(
      await screen.findByText(
        'The account of Işıl Şahin is disabled: every session has ended and signing in is refused.',
      ),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST', `/api/admin/users/${ISIL_ID}/disable`)).toHaveLength(1);
    // The page shows it disabled, since when, and offers to enable it.
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(await profile.findByText('Disabled since')).toBeInTheDocument();
    expect(profile.getByText('10 Jul 2027, 12:00')).toBeInTheDocument();
    expect(screen.getAllByText('Disabled').length).toBeGreaterThan(0);

    await u.click(await screen.findByRole('button', { name: 'Enable account' }));
    expect(
      await screen.findByText('The account of Işıl Şahin is enabled: they can sign in again.'),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST', `/api/admin/users/${ISIL_ID}/enable`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Disable account' })).toBeInTheDocument();
  });

  it('shows the server’s refusal to disable one’s own account (cannot_change_self)', async () => {
    // The server is the judge: even when the page thinks the account is another's.
    signInAsBoss();
    usersServer({
      override: (call) =>
        call.url.pathname.endsWith('/disable')
          ? { status: 409, body: problem(409, 'cannot_change_self', 'You cannot change yourself.') }
          : undefined,
    });
    await renderAccount();
    await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable the account of Işıl Şahin?' });
    await u.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot disable, demote or delete your own account.',
    );
  });

  it('sends the password-reset mail and says where it went', async () => {
    signInAsBoss();
    const { calls } = usersServer();
    await renderAccount();
    await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' });
    await userEvent.click(screen.getByRole('button', { name: 'Send password-reset email' }));
    expect(
      await screen.findByText('A password-reset link is on its way to isil@example.com.'),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST', `/api/admin/users/${ISIL_ID}/password-reset`)).toHaveLength(1);
  });

  it('says exactly what deleting keeps, deletes once the email is typed, and returns to the list', async () => {
    signInAsBoss();
    const { calls } = usersServer();
    const { router } = await renderAccount();
    await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of Işıl Şahin?' });
    const said = within(within(dialog).getByRole('list', { name: 'What deleting does' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(said).toEqual([
      'ends the account of Işıl Şahin and signs them out everywhere; they can no longer sign in;',
      "keeps their 3 bookings, with the customer's name and email on each;",
      'keeps their 2 reviews, signed “Former guest” from now on;',
      'keeps their blog comment, signed “Former guest” from now on.',
    ]);
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete account for good' });
    expect(confirm).toBeDisabled();
    const email = within(dialog).getByLabelText("To confirm, type the account's email: isil@example.com");
    await u.type(email, 'isil@example');
    expect(confirm).toBeDisabled();
    await u.type(email, '.COM');
    expect(confirm).toBeEnabled();
    expect(sent(calls, 'DELETE', `/api/admin/users/${ISIL_ID}`)).toHaveLength(0);
    await u.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('The account of Işıl Şahin is deleted.')).toBeInTheDocument();
    expect(screen.getByText('Kept: 3 bookings, 2 reviews and 1 comment.')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', `/api/admin/users/${ISIL_ID}`)).toHaveLength(1);
    // The list no longer has the account.
    const table = await screen.findByRole('table', { name: 'User accounts' });
    expect(within(table).queryByRole('link', { name: 'Işıl Şahin' })).toBeNull();
  });

  it('names an account with nothing to keep in the delete dialog plainly', async () => {
    signInAsBoss();
    usersServer({ details: {} });
    await renderAccount();
    await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' });
    expect(screen.getByText('No bookings yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /bookings in all/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of Işıl Şahin?' });
    expect(dialog).toHaveTextContent('finds no bookings to keep;');
    expect(dialog).toHaveTextContent('finds no reviews to sign anew;');
    expect(dialog).toHaveTextContent('finds no blog comments to sign anew.');
  });

  it('on one’s own account, offers no demotion, disabling or deletion, and says why', async () => {
    signInAsBoss();
    const { calls } = usersServer();
    await renderAccount(BOSS_ID);
    await screen.findByRole('heading', { level: 1, name: 'Ayşe Kaya' });
    expect(screen.getByText('Your account')).toBeInTheDocument();
    const why =
      'This is your own account: you cannot change its role, disable it or delete it. Another administrator can.';
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(screen.getByText('You cannot change the role of your own account.')).toBeInTheDocument();
    const disable = screen.getByRole('button', { name: 'Disable account' });
    const remove = screen.getByRole('button', { name: 'Delete account' });
    expect(disable).toBeDisabled();
    expect(remove).toBeDisabled();
    expect(disable).toHaveAccessibleDescription(why);
    expect(remove).toHaveAccessibleDescription(why);
    // One's own blog permission and a reset mail remain one's own to change.
    expect(screen.getByRole('switch', { name: 'Can manage the blog' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send password-reset email' })).toBeEnabled();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('shows that it is loading, then a failure whose Retry loads the account', async () => {
    signInAsBoss();
    let fail = true;
    let answer: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    usersServer({
      override: () =>
        fail ? { status: 500, body: problem(500, 'internal_error', 'Internal error') } : undefined,
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return stubbed(...args);
    });
    await renderAccount();
    expect(screen.getByRole('status', { name: 'Loading the account…' })).toBeInTheDocument();
    answer?.();
    expect(await screen.findByText('This account could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' })).toBeInTheDocument();
  });

  it('says when the account does not exist', async () => {
    signInAsBoss();
    usersServer();
    await renderAccount('3f1c2b6e-0000-4000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All users' })).toBeInTheDocument();
  });

  it('reads right to left in Arabic, with the delete dialog’s counts in Arabic', async () => {
    signInAsBoss();
    usersServer();
    await renderAccount(ISIL_ID, 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Işıl Şahin' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الملف الشخصي' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الدور' })).toHaveValue('مسافر');
    await userEvent.click(screen.getByRole('button', { name: 'حذف الحساب' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف حساب Işıl Şahin؟' });
    expect(dialog).toHaveTextContent(
      `تُحفظ حجوزاته الـ${formatNumber(3, 'ar')}، وعلى كلٍّ منها اسم العميل وبريده الإلكتروني؛`,
    );
    expect(dialog).toHaveTextContent('يُحفظ تقييماه، ويظهران من الآن بتوقيع «ضيف سابق»؛');
    expect(dialog).toHaveTextContent('يُحفظ تعليقه في المدونة، ويظهر من الآن بتوقيع «ضيف سابق».');
  });
});
