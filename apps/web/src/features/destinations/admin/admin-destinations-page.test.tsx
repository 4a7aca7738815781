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

describe('admin destinations', () => {
  it('lists each destination with its featured mark and how many hotels and packages use it', async () => {
    stubFetch(() => ({
      status: 200,
      body: page([
        destination(),
        destination({
          _id: 'd2',
          id: 'd2',
          slug: 'ayder',
          name: { en: 'Ayder' },
          featured: false,
          properties: 0,
          packages: 0,
        }),
      ]),
    }));
    await render();
    const uzungol = within(await screen.findByRole('article', { name: 'Uzungöl' }));
    expect(uzungol.getByText('Featured')).toBeTruthy();
    expect(uzungol.getByText('4 hotels · 2 packages')).toBeTruthy();
    const ayder = within(screen.getByRole('article', { name: 'Ayder' }));
    expect(ayder.queryByText('Featured')).toBeNull();
  });

  it('adds a destination: English name required first, then the body goes to POST /api/destinations', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? { status: 201, body: destination({ _id: 'd9', name: { en: 'Ayder Plateau' } }) }
        : { status: 200, body: page([]) },
    );
    const u = userEvent.setup();
    await render();
    await screen.findByText('No destinations yet');
    await u.click(screen.getByRole('button', { name: 'Add destination' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New destination' }));
    await u.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText("Please enter the destination's name in English")).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Ayder Plateau');
    await u.click(dialog.getByRole('switch', { name: /Featured on the home page/ }));
    await u.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: { en: 'Ayder Plateau' },
      featured: true,
      country: 'Türkiye',
      latitude: null,
    });
    expect(await screen.findByText('Ayder Plateau was saved.')).toBeTruthy();
  });

  it("shows the server's reason when a destination in use cannot be deleted", async () => {
    stubFetch((call) =>
      call.method === 'DELETE'
        ? {
            status: 409,
            body: {
              title:
                'Hotels or packages still belong to this destination. Move them to another destination first.',
              status: 409,
              code: 'destination_in_use',
            },
          }
        : { status: 200, body: page([destination()]) },
    );
    const u = userEvent.setup();
    await render();
    await u.click(await screen.findByRole('button', { name: 'Delete Uzungöl' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete destination' }));
    await u.click(dialog.getByRole('button', { name: 'Delete' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      'Move them to another destination first.',
    );
    // The refusal replaces the question: no promise to delete, no Delete button, only Close.
    expect(dialog.queryByText(/Delete Uzungöl\?/)).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(dialog.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });
});
