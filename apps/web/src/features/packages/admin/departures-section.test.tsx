import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PACKAGE_ID,
  packageServer,
  problem,
  renderPackageEditor,
  testPackage,
} from './testing/package-server';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const departures = () => within(screen.getByRole('region', { name: 'Departures and seats' }));

/** The window width Mantine's media queries see. */
function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

describe('package departures', { timeout: 20_000 }, () => {
  it('asks before removing a departure, starting on Cancel, then removes it', async () => {
    const calls = packageServer((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    await renderPackageEditor();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: /^Remove departure 1 Jul 2099/ }));
    const ask = await screen.findByRole('dialog', { name: 'Remove departure?' });
    expect(ask).toHaveTextContent('The departure of 1 Jul 2099 – 3 Jul 2099 will be removed.');
    expect(within(ask).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await u.click(within(ask).getByRole('button', { name: 'Remove departure' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
        `/api/packages/${PACKAGE_ID}/departures/dep-2`,
      ),
    );
    await waitFor(() => expect(departures().getByLabelText('First day')).toHaveFocus());
  });

  it('says a date already used is taken, on the date field, focused', async () => {
    packageServer((call) =>
      call.method === 'POST'
        ? problem(409, 'conflict', [
            { field: 'startDate', code: 'date_taken', message: 'There is already a departure on this date' },
          ])
        : undefined,
    );
    await renderPackageEditor();
    const u = userEvent.setup();
    const date = await waitFor(() => departures().getByLabelText('First day'));
    fireEvent.change(date, { target: { value: '2099-06-01' } });
    await u.click(departures().getByRole('button', { name: 'Add departure' }));
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAccessibleDescription('There is already a departure on 1 Jun 2099');
    expect(screen.queryByText('This value is not valid')).toBeNull();
  });

  it('keeps 600 seats as typed and says why, sending nothing', async () => {
    const calls = packageServer();
    await renderPackageEditor();
    const u = userEvent.setup();
    const date = await waitFor(() => departures().getByLabelText('First day'));
    fireEvent.change(date, { target: { value: '2099-08-01' } });
    const seats = departures().getByRole('textbox', { name: 'Seats' });
    await u.clear(seats);
    await u.type(seats, '600');
    await u.tab();
    expect(seats).toHaveValue('600');
    await u.click(departures().getByRole('button', { name: 'Add departure' }));
    await waitFor(() => expect(seats).toHaveFocus());
    expect(seats).toHaveAccessibleDescription('Seats must be a whole number from 1 to 500');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('does not let seats go below those booked, and says how many are booked', async () => {
    const calls = packageServer();
    await renderPackageEditor();
    const u = userEvent.setup();
    const seats = await screen.findByRole('textbox', { name: /^Seats for 1 Jun 2099/ });
    await u.clear(seats);
    await u.type(seats, '3');
    await u.tab();
    expect(seats).toHaveValue('3');
    await u.click(screen.getByRole('button', { name: /^Save seats for 1 Jun 2099/ }));
    expect(seats).toHaveAccessibleDescription(
      'Travellers have booked 4 of these seats: there cannot be fewer',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("names the server's seats_below_booked refusal (seats booked meanwhile)", async () => {
    packageServer((call) =>
      call.method === 'PUT' && call.url.pathname.includes('/departures/')
        ? problem(409, 'conflict', [
            {
              field: 'seatsTotal',
              code: 'seats_below_booked',
              message: 'There cannot be fewer seats than travellers have already booked',
            },
          ])
        : undefined,
    );
    await renderPackageEditor();
    const u = userEvent.setup();
    const seats = await screen.findByRole('textbox', { name: /^Seats for 1 Jun 2099/ });
    await u.clear(seats);
    await u.type(seats, '5');
    await u.click(screen.getByRole('button', { name: /^Save seats for 1 Jun 2099/ }));
    await waitFor(() =>
      expect(seats).toHaveAccessibleDescription(
        `Travellers have booked ${testPackage().departures[0]?.booked} of these seats: there cannot be fewer`,
      ),
    );
  });

  it('on a phone lists each departure with its booked seats, seats and buttons, no table to scroll', async () => {
    setViewportWidth(390);
    try {
      packageServer();
      await renderPackageEditor();
      const list = await screen.findByRole('list', { name: 'Departures and seats' });
      expect(departures().queryByRole('table')).toBeNull();
      const june = within(list).getAllByRole('listitem')[0] as HTMLElement;
      expect(june).toHaveTextContent('1 Jun 2099 – 3 Jun 2099');
      expect(june).toHaveTextContent('4 booked');
      expect(within(june).getByRole('textbox', { name: /^Seats for 1 Jun 2099/ })).toHaveValue('12');
      expect(within(june).getByRole('button', { name: /^Save seats for 1 Jun 2099/ })).toBeInTheDocument();
      expect(within(june).getByRole('button', { name: /^Remove departure 1 Jun 2099/ })).toBeDisabled();
    } finally {
      setViewportWidth(1024);
    }
  });
});
