import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPageHeader } from '../../../components/admin-page-header';
import { renderEditor, server, typeFast } from './testing/editor-server';
import { testHotel } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const hotelPath = `/admin/hotels/${testHotel()._id}`;

describe('hotel editor: what was typed is checked, never changed', { timeout: 20_000 }, () => {
  it('keeps a latitude of 999, says why it is wrong, saves nothing and focuses it', async () => {
    const calls = server();
    await renderEditor(hotelPath);
    const u = userEvent.setup();
    const latitude = await screen.findByRole('textbox', { name: /^Latitude/ });
    await u.clear(latitude);
    await typeFast(u, latitude, '999');
    await u.tab();
    expect(latitude).toHaveValue('999');
    expect(latitude).toHaveAccessibleDescription(
      expect.stringContaining('Latitude must be between -90 and 90'),
    );

    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(latitude).toHaveFocus());
    expect(latitude).toHaveValue('999');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says a taken web address is used by another hotel, on the address field, focused', async () => {
    server(testHotel(), (call) =>
      call.method === 'PUT'
        ? {
            status: 409,
            body: {
              code: 'conflict',
              title: 'This conflicts with the current state.',
              status: 409,
              errors: [
                {
                  field: 'slug',
                  code: 'slug_taken',
                  message: 'This address is already used by another page',
                },
              ],
            },
          }
        : undefined,
    );
    await renderEditor(hotelPath);
    const u = userEvent.setup();
    const slug = await screen.findByRole('textbox', { name: 'Web address (slug)' });
    await u.clear(slug);
    await typeFast(u, slug, 'trabzon-meydan-hotel');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('This address is already used by another hotel'),
    );
    expect(slug).not.toHaveAccessibleDescription(expect.stringContaining('lowercase letters'));
  });

  it('moves focus to the save state once saved (the disabled button cannot keep it)', async () => {
    server();
    await renderEditor(hotelPath);
    const u = userEvent.setup();
    await typeFast(u, await screen.findByRole('textbox', { name: /^City/ }), ' Merkez');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toHaveFocus());
  });

  it('after deleting the hotel, the list opens with focus on its heading', async () => {
    const calls = server(testHotel(), (call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    const { router } = await renderEditor(hotelPath, <AdminPageHeader title="Hotels" lead="All hotels" />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete hotel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hotel?' });
    await u.click(within(dialog).getByRole('button', { name: /Delete/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/hotels'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Hotels' })).toHaveFocus());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});

describe('room type dialog', { timeout: 20_000 }, () => {
  it('keeps -5, 99999999999 and 50 as typed, names each problem on Add, adds nothing and focuses the price', async () => {
    const calls = server();
    await renderEditor(hotelPath);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add room type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New room type' });
    const add = within(dialog).getByRole('button', { name: 'Add room type' });
    await typeFast(u, within(dialog).getByRole('textbox', { name: /^Room name \(English\)/ }), 'Attic');
    const price = within(dialog).getByRole('textbox', { name: /^Price per night/ });
    await typeFast(u, price, '-5');
    const guests = within(dialog).getByRole('textbox', { name: /^Maximum guests/ });
    await u.clear(guests);
    await typeFast(u, guests, '50');
    await u.tab();
    expect(price).toHaveValue('-5.00');
    expect(guests).toHaveValue('50');

    await u.click(add);
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription(expect.stringContaining('The price must be more than 0'));
    expect(guests).toHaveAccessibleDescription(expect.stringContaining('from 1 to 10'));

    await u.clear(price);
    await typeFast(u, price, '99999999999');
    await u.click(add);
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(expect.stringContaining('at most 1,000,000')),
    );
    expect(price).toHaveValue('99999999999.00');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'New room type' })).toBeInTheDocument();
  });

  it('has a named close button, and starts on the room name', async () => {
    server();
    await renderEditor(hotelPath);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add room type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New room type' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Room name \(English\)/ })).toHaveFocus(),
    );
  });

  it('deleting asks with Cancel focused and a named close button, then focuses "Add room type"', async () => {
    server();
    await renderEditor(hotelPath);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Family Suite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete room type?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await u.click(within(dialog).getByRole('button', { name: 'Delete room type' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add room type' })).toHaveFocus());
  });

  it('the delete-hotel question starts on Cancel and its close button is named', async () => {
    server();
    await renderEditor(hotelPath);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete hotel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hotel?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });
});
