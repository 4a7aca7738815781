import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/render-routes';
import { destination, page, render } from './testing/destinations';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

async function openNew(u: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Uzungöl');
  await u.click(screen.getByRole('button', { name: 'Add destination' }));
  return screen.findByRole('dialog', { name: 'New destination' });
}

describe('destination editor', () => {
  it('keeps a latitude of 95 and an order of -1 as typed, names both, sends nothing, focuses the first', async () => {
    const calls = stubFetch(() => ({ status: 200, body: page([destination()]) }));
    const u = userEvent.setup();
    await render();
    const dialog = within(await openNew(u));
    await u.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Ayder');
    const latitude = dialog.getByRole('textbox', { name: 'Latitude' });
    await u.type(latitude, '95');
    await u.tab();
    expect(latitude).toHaveValue('95');
    const order = dialog.getByRole('textbox', { name: /^Order/ });
    await u.clear(order);
    await u.type(order, '-1');
    await u.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(latitude).toHaveFocus());
    expect(latitude).toHaveAccessibleDescription('Latitude must be between -90 and 90');
    expect(order).toHaveValue('-1');
    expect(order).toHaveAccessibleDescription(expect.stringContaining('from 0 to 10,000'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says a taken address is used by another destination, on that field, focused', async () => {
    stubFetch((call) =>
      call.method === 'POST'
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
        : { status: 200, body: page([destination()]) },
    );
    const u = userEvent.setup();
    await render();
    const dialog = within(await openNew(u));
    await u.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Trabzon');
    const slug = dialog.getByRole('textbox', { name: /^Web address/ });
    await u.type(slug, 'uzungol');
    await u.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('This address is already used by another destination'),
    );
    expect(dialog.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });

  it('asks before Escape, the close button or Cancel throw typed text away', async () => {
    stubFetch(() => ({ status: 200, body: page([destination()]) }));
    const u = userEvent.setup();
    await render();
    const dialog = within(await openNew(u));
    const closeButton = dialog.getByRole('button', { name: 'Close' });
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await u.type(name, 'Sürmene');

    await u.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await u.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sürmene');

    await u.click(closeButton);
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New destination' })).toBeNull());
  });

  it('closes at once when nothing was typed', async () => {
    stubFetch(() => ({ status: 200, body: page([destination()]) }));
    const u = userEvent.setup();
    await render();
    const dialog = within(await openNew(u));
    await u.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New destination' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('deleting starts on Cancel, names its close button, then focuses the page heading', async () => {
    stubFetch((call) =>
      call.method === 'DELETE' ? { status: 204 } : { status: 200, body: page([destination()]) },
    );
    const u = userEvent.setup();
    await render();
    await u.click(await screen.findByRole('button', { name: 'Delete Uzungöl' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete destination' }));
    expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await u.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Destinations' })).toHaveFocus(),
    );
  });
});
