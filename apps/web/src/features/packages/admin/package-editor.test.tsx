import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packageServer, problem, renderPackageEditor } from './testing/package-server';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('package editor', { timeout: 20_000 }, () => {
  it('keeps a deal of 150 and 0 days as typed, names both, sends nothing and focuses Days', async () => {
    const calls = packageServer();
    await renderPackageEditor();
    const u = userEvent.setup();
    const days = await screen.findByRole('textbox', { name: /^Days/ });
    await u.clear(days);
    await u.type(days, '0');
    const deal = field(/^Deal/);
    await u.clear(deal);
    await u.type(deal, '150');
    await u.tab();
    expect(deal).toHaveValue('150 %');
    expect(days).toHaveValue('0');

    await u.click(screen.getAllByRole('button', { name: 'Save package' })[0] as HTMLElement);
    await waitFor(() => expect(days).toHaveFocus());
    expect(days).toHaveAccessibleDescription(
      expect.stringContaining('Days must be a whole number from 1 to 60'),
    );
    expect(deal).toHaveAccessibleDescription(
      expect.stringContaining('The deal must be a whole number from 0 to 90'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says on Days that the itinerary is longer, with a summary, and focuses it', async () => {
    const calls = packageServer();
    await renderPackageEditor();
    const u = userEvent.setup();
    const days = await screen.findByRole('textbox', { name: /^Days/ });
    await u.clear(days);
    await u.type(days, '1');
    await u.click(screen.getAllByRole('button', { name: 'Save package' })[0] as HTMLElement);

    await waitFor(() => expect(days).toHaveFocus());
    expect(days).toHaveAccessibleDescription(
      expect.stringContaining('The itinerary has 3 days: increase Days or remove days'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("puts the server's itinerary.N.day refusal on Days, not on a day's title", async () => {
    packageServer((call) =>
      call.method === 'PUT'
        ? problem(400, 'validation_failed', [
            { field: 'itinerary.1.day', code: 'out_of_range', message: 'This value is out of range' },
          ])
        : undefined,
    );
    await renderPackageEditor();
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: /^Name/ }), '!');
    await u.click(screen.getAllByRole('button', { name: 'Save package' })[0] as HTMLElement);
    const days = field(/^Days/);
    await waitFor(() => expect(days).toHaveFocus());
    expect(days).toHaveAccessibleDescription(expect.stringContaining('The itinerary has 3 days'));
    expect(screen.queryByText('This value is out of range')).toBeNull();
  });

  it('says a taken address is used by another package, on that field, focused', async () => {
    packageServer((call) =>
      call.method === 'PUT'
        ? problem(409, 'conflict', [
            { field: 'slug', code: 'slug_taken', message: 'This address is already used by another page' },
          ])
        : undefined,
    );
    await renderPackageEditor();
    const u = userEvent.setup();
    const slug = await screen.findByRole('textbox', { name: /^Web address/ });
    await u.clear(slug);
    await u.type(slug, 'lake-escape');
    await u.click(screen.getAllByRole('button', { name: 'Save package' })[0] as HTMLElement);
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('This address is already used by another package'),
    );
  });

  it('still asks before leaving with changes made after a save, through the "All packages" link', async () => {
    packageServer();
    const { router } = await renderPackageEditor();
    const u = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await u.type(name, ' I');
    await u.click(screen.getAllByRole('button', { name: 'Save package' })[0] as HTMLElement);
    expect(await screen.findByText(/was saved\./)).toBeInTheDocument();
    await u.type(name, 'I');

    await u.click(screen.getByRole('link', { name: 'All packages' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await u.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toMatch(/^\/admin\/packages\/.+/);
    expect(name).toHaveValue('Uzungöl and the high plateaus II');
  });

  it('asks before removing a day, then keeps focus on "Add day"', async () => {
    packageServer();
    await renderPackageEditor();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Remove day 3' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove day 3?' });
    expect(within(ask).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Day 3' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Remove day 3' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Remove day 3?' })).getByRole('button', {
        name: 'Remove day',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Day 3' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add day' })).toHaveFocus());
  });
});
