import { addDays, todayIn } from '@app/shared/common/dates';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format';
import { ECONOMY_ID, NEW_ID, problem, renderVehicleAdmin, vehicleServer } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

type User = ReturnType<typeof userEvent.setup>;

const alertSaying = (text: string) =>
  screen.getAllByRole('alert').some((alert) => alert.textContent === text);
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
async function fill(u: User, field: HTMLElement, text: string) {
  await u.clear(field);
  await u.click(field);
  await u.paste(text);
}
async function choose(u: User, combobox: RegExp, option: string) {
  await u.click(screen.getByRole('combobox', { name: combobox }));
  await u.click(await screen.findByRole('option', { name: option }));
}

describe('vehicle class editor', { timeout: 30_000 }, () => {
  it('names every field a new rental lacks before sending anything, and focuses the first', async () => {
    const calls = vehicleServer();
    await renderVehicleAdmin('/admin/vehicles/new');
    const u = userEvent.setup();
    await fill(u, await screen.findByRole('textbox', { name: /^Passengers/ }), '0');
    await u.click(screen.getByRole('button', { name: 'Create class' }));

    expect(await screen.findByText('Choose the car type')).toBeInTheDocument();
    expect(textbox(/^Class name \(English\)/)).toHaveAccessibleDescription(
      "Enter the class's name in English",
    );
    expect(screen.getByText('Choose the transmission')).toBeInTheDocument();
    expect(textbox(/^Passengers/)).toHaveAccessibleDescription(
      'Passengers must be a whole number from 1 to 60',
    );
    expect(textbox(/^Daily rate/)).toHaveAccessibleDescription(
      /^Enter a daily rate from TRY\s0\.01 to TRY\s10,000\.00/,
    );
    expect(alertSaying('Please check the highlighted fields.')).toBe(true);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Car type/ })).toHaveFocus());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a rental with an extra: prices go in minor units, then the class opens in its editor', async () => {
    const calls = vehicleServer();
    const { router } = await renderVehicleAdmin('/admin/vehicles/new');
    const u = userEvent.setup();
    await screen.findByRole('button', { name: 'Create class' });
    await choose(u, /^Car type/, 'SUV');
    await fill(u, textbox(/^Class name \(English\)/), 'SUV');
    // A tab for every language of the site, each named in its own language.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      expect.stringMatching(/^English/),
      'Türkçe',
      'العربية',
      'Français',
      'Español',
    ]);
    await u.click(screen.getByRole('tab', { name: /Türkçe/ }));
    await fill(u, textbox(/^Class name \(Turkish\)/), 'SUV');
    await u.click(screen.getByRole('tab', { name: 'Français' }));
    await fill(u, textbox(/^Class name \(French\)/), 'SUV familial');
    await fill(u, textbox(/^Sample model/), 'Toyota RAV4');
    await choose(u, /^Transmission/, 'Automatic');
    await fill(u, textbox(/^Daily rate/), '2500');
    await fill(u, textbox(/^One-way fee/), '1700');
    await u.click(screen.getByRole('button', { name: 'Add extra' }));
    expect(screen.getByRole('combobox', { name: /^Extra 1/ })).toHaveValue('Child seat');
    await fill(u, textbox(/^Price a day/), '200.50');
    await fill(u, textbox(/^Fleet/), '3');
    await u.click(screen.getByRole('button', { name: 'Create class' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/vehicles/${NEW_ID}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      service: 'rental',
      code: 'suv',
      name: { en: 'SUV', tr: 'SUV', ar: '', fr: 'SUV familial', es: '' },
      model: 'Toyota RAV4',
      passengers: 5,
      bags: 2,
      transmission: 'automatic',
      image: '',
      dailyRate: 250_000,
      oneWayFee: 170_000,
      extras: [{ code: 'child_seat', perDay: 20_050 }],
      baseFare: 0,
      perKm: 0,
      fleetSize: 3,
      active: true,
      sortOrder: 0,
    });
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/admin/vehicles/classes');
  });

  it('creates a transfer: a code of its own, priced by the km, with no transmission, daily rate or extras', async () => {
    const calls = vehicleServer();
    await renderVehicleAdmin('/admin/vehicles/new?service=transfer');
    const u = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: /^Code/ });
    expect(screen.queryByRole('combobox', { name: /^Transmission/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Daily rate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add extra' })).toBeNull();

    await fill(u, code, 'VIP Van');
    await fill(u, textbox(/^Class name \(English\)/), 'VIP van');
    await u.click(screen.getByRole('button', { name: 'Create class' }));
    expect(
      await screen.findByText('Use lower-case letters and digits, words joined by _ (e.g. standard_sedan)'),
    ).toBeInTheDocument();
    expect(textbox(/^Price per km/)).toHaveAccessibleDescription(
      /^Enter a price per km from TRY\s0\.01 to TRY\s1,000\.00/,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fill(u, code, 'vip_van');
    await fill(u, textbox(/^Passengers/), '7');
    await fill(u, textbox(/^Base fare/), '500');
    await fill(u, textbox(/^Price per km/), '45.5');
    await u.click(screen.getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      service: 'transfer',
      code: 'vip_van',
      name: { en: 'VIP van' },
      passengers: 7,
      transmission: null,
      dailyRate: 0,
      oneWayFee: 0,
      extras: [],
      baseFare: 50_000,
      perKm: 4_550,
    });
  });

  it('says on the code, focused, that another class of the service has it (409), with the server’s reason above', async () => {
    vehicleServer((call) =>
      call.method === 'POST'
        ? problem(
            409,
            'vehicle_class_code_taken',
            'Another class of this service already has this code. Choose another code.',
            [
              {
                field: 'code',
                code: 'code_taken',
                message: 'Another class of this service already uses this code',
              },
            ],
          )
        : undefined,
    );
    await renderVehicleAdmin('/admin/vehicles/new?service=taxi');
    const u = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: /^Code/ });
    await fill(u, code, 'taxi');
    await fill(u, textbox(/^Class name \(English\)/), 'Taxi');
    await fill(u, textbox(/^Price per km/), '35');
    await u.click(screen.getByRole('button', { name: 'Create class' }));

    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Another class of this service already uses this code'),
    );
    expect(alertSaying('Another class of this service already has this code. Choose another code.')).toBe(
      true,
    );
  });

  it('edits a class in its service: a fleet below what is booked ahead is said to leave the bookings standing; saves', async () => {
    const calls = vehicleServer();
    await renderVehicleAdmin(`/admin/vehicles/${ECONOMY_ID}`);
    const u = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Economy' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Service/ })).toBeDisabled();
    expect(textbox(/^Daily rate/)).toHaveValue('1,050');
    expect(
      screen.getAllByRole('combobox', { name: /^Extra \d/ }).map((c) => (c as HTMLInputElement).value),
    ).toEqual(['Child seat', 'Additional driver']);

    await fill(u, textbox(/^Fleet/), '1');
    expect(
      screen.getByText(
        /2 vehicles of this class are booked at one time ahead, more than a fleet of 1\. Those bookings stand/,
      ),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove extra 2' }));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/admin/vehicles/classes/${ECONOMY_ID}`);
    expect(put?.body).toMatchObject({
      service: 'rental',
      code: 'economy',
      fleetSize: 1,
      dailyRate: 105_000,
      oneWayFee: 170_000,
      extras: [{ code: 'child_seat', perDay: 20_000 }],
      image: '/images/vehicles/rental-economy.svg',
    });
    expect(await screen.findByText('“Economy” was saved.')).toBeInTheDocument();
  });

  it('says a class that does not exist is not found', async () => {
    vehicleServer();
    await renderVehicleAdmin('/admin/vehicles/5b2e7c1a-0000-4000-8000-0000000000ff');
    expect(
      await screen.findByText('This vehicle class does not exist or has been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All vehicle classes' })).toHaveAttribute(
      'href',
      '/admin/vehicles',
    );
  });
});

describe('maintenance days', { timeout: 30_000 }, () => {
  const today = todayIn('Europe/Istanbul');
  const ahead = addDays(today, 12);
  const next = addDays(today, 5);
  const past = addDays(today, -3);
  const section = () => within(screen.getByRole('region', { name: 'Maintenance days' }));

  it('lists the days ahead with the bookings that stand, counts the past ones, adds a day and removes one', async () => {
    const calls = vehicleServer(undefined, [
      { day: past, reason: 'Brakes', bookings: 0 },
      { day: ahead, reason: 'Annual service', bookings: 2 },
    ]);
    await renderVehicleAdmin(`/admin/vehicles/${ECONOMY_ID}`);
    const u = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Maintenance days ahead' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(formatDate(ahead, 'en'));
    expect(rows[0]).toHaveTextContent('Annual service');
    expect(rows[0]).toHaveTextContent('2 bookings stand');
    expect(section().getByText('1 past day')).toBeInTheDocument();

    fireEvent.change(section().getByLabelText(/^Day/), { target: { value: next } });
    await fill(u, section().getByRole('textbox', { name: /^Reason/ }), 'Tyres');
    await u.click(section().getByRole('button', { name: 'Withdraw on this day' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/admin/vehicles/classes/${ECONOMY_ID}/withdrawals/${next}`);
    expect(put?.body).toEqual({ reason: 'Tyres' });
    expect(await screen.findByText(`Withdrawn on ${formatDate(next, 'en')}.`)).toBeInTheDocument();

    await u.click(section().getByRole('button', { name: `Put back on sale on ${formatDate(ahead, 'en')}` }));
    const ask = await screen.findByRole('dialog', { name: 'Put back on sale?' });
    expect(ask).toHaveTextContent(`The class will be offered again on ${formatDate(ahead, 'en')}.`);
    await u.click(within(ask).getByRole('button', { name: 'Put back on sale' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
        `/api/admin/vehicles/classes/${ECONOMY_ID}/withdrawals/${ahead}`,
      ),
    );
  });

  it('refuses a past day and a day without a reason before sending, and says the server’s refusal on the day', async () => {
    const calls = vehicleServer((call) =>
      call.method === 'PUT'
        ? problem(400, 'validation_failed', 'Some fields need your attention.', [
            { field: 'date', code: 'date_in_past', message: 'The date cannot be in the past' },
          ])
        : undefined,
    );
    await renderVehicleAdmin(`/admin/vehicles/${ECONOMY_ID}`);
    const u = userEvent.setup();
    await screen.findByText('No maintenance days ahead.');
    const day = section().getByLabelText(/^Day/);
    fireEvent.change(day, { target: { value: past } });
    await u.click(section().getByRole('button', { name: 'Withdraw on this day' }));
    await waitFor(() => expect(day).toHaveFocus());
    expect(day).toHaveAccessibleDescription('Choose today or a day ahead');
    expect(section().getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
      'Say why the class is withdrawn',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    // The agency's day turned while the page was open: the server has the last word.
    fireEvent.change(day, { target: { value: today } });
    await fill(u, section().getByRole('textbox', { name: /^Reason/ }), 'Tyres');
    await u.click(section().getByRole('button', { name: 'Withdraw on this day' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription('Choose today or a day ahead'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('waits for the class to be saved before taking maintenance days', async () => {
    vehicleServer();
    await renderVehicleAdmin('/admin/vehicles/new');
    expect(
      await screen.findByText('Save the class first; then you can add its maintenance days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maintenance days' })).toBeNull();
  });
});
