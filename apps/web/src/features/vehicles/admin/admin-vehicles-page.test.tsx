import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ECONOMY_ID, MINIBUS_ID, problem, renderVehicleAdmin, vehicleServer } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1) as HTMLElement[];

describe('admin vehicle classes', { timeout: 20_000 }, () => {
  it('lists every class under its service with its picture, prices in the agency currency, fleet and sale', async () => {
    vehicleServer();
    await renderVehicleAdmin('/admin/vehicles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();

    const rentals = await screen.findByRole('table', { name: 'Car rentals: vehicle classes' });
    const [economy] = rowsOf(rentals);
    const row = within(economy as HTMLElement);
    expect(row.getByRole('link', { name: 'Economy' })).toHaveAttribute(
      'href',
      `/admin/vehicles/${ECONOMY_ID}`,
    );
    expect(row.getByText('Economy · Toyota Yaris')).toBeInTheDocument();
    expect(
      (economy as HTMLElement).querySelector('img[src="/images/vehicles/rental-economy.svg"]'),
    ).not.toBeNull();
    expect(row.getByText('5 passengers · 2 bags')).toBeInTheDocument();
    expect(row.getByText('Manual')).toBeInTheDocument();
    expect(row.getByText('TRY 1,050.00 a day')).toBeInTheDocument();
    expect(row.getByText('Returned elsewhere: + TRY 1,700.00')).toBeInTheDocument();
    expect(row.getByText('Child seat: TRY 200.00 a day')).toBeInTheDocument();
    expect(row.getByText('6 vehicles')).toBeInTheDocument();
    expect(row.getByText('3 bookings to come')).toBeInTheDocument();
    expect(row.getByText('On sale')).toBeInTheDocument();

    const transfers = screen.getByRole('table', { name: 'Transfers: vehicle classes' });
    const minibus = within(rowsOf(transfers)[0] as HTMLElement);
    expect(minibus.getByText('Code: minibus · Mercedes-Benz Sprinter')).toBeInTheDocument();
    expect(minibus.getByText('TRY 4,410.00 + TRY 90.00 per km')).toBeInTheDocument();
    expect(minibus.getByText('2 vehicles')).toBeInTheDocument();

    const taxis = screen.getByRole('table', { name: 'Taxis: vehicle classes' });
    expect(within(rowsOf(taxis)[0] as HTMLElement).getByText('Off sale')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New class' })).toHaveAttribute('href', '/admin/vehicles/new');
  });

  it('shows one service at a time, the choice kept in the address, and starts a new class in it', async () => {
    vehicleServer();
    const { router } = await renderVehicleAdmin('/admin/vehicles');
    const u = userEvent.setup();
    await screen.findByRole('table', { name: 'Car rentals: vehicle classes' });
    await u.click(screen.getByRole('radio', { name: 'Transfers' }));

    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Car rentals: vehicle classes' })).toBeNull(),
    );
    expect(screen.getByRole('table', { name: 'Transfers: vehicle classes' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Taxis: vehicle classes' })).toBeNull();
    expect(router.state.location.search).toBe('?service=transfer');
    expect(screen.getByRole('link', { name: 'New class' })).toHaveAttribute(
      'href',
      '/admin/vehicles/new?service=transfer',
    );
  });

  it('shows why a booked class cannot be deleted, and deletes nothing', async () => {
    const calls = vehicleServer((call) =>
      call.method === 'DELETE'
        ? problem(
            409,
            'vehicle_class_has_bookings',
            'This vehicle class has bookings and cannot be deleted: they keep naming it. Take it off sale instead; its bookings stay as they are.',
          )
        : undefined,
    );
    await renderVehicleAdmin('/admin/vehicles');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Economy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete vehicle class?' });
    expect(dialog).toHaveTextContent('“Economy” and its maintenance days will be deleted for good.');
    await u.click(within(dialog).getByRole('button', { name: 'Delete class' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This vehicle class has bookings and cannot be deleted');
    expect(alert).toHaveTextContent('Take it off sale instead');
    expect(within(dialog).queryByRole('button', { name: 'Delete class' })).toBeNull();
    expect(within(dialog).queryByText(/will be deleted/)).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('deletes a class never booked and says so', async () => {
    const calls = vehicleServer();
    await renderVehicleAdmin('/admin/vehicles');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Minibus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete vehicle class?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete class' }));
    expect(await screen.findByText('“Minibus” was deleted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `/api/admin/vehicles/classes/${MINIBUS_ID}`,
    );
  });

  it('says so when there is no class yet, with a way to add one', async () => {
    vehicleServer((call) =>
      call.url.pathname === '/api/admin/vehicles/classes' ? { status: 200, body: [] } : undefined,
    );
    await renderVehicleAdmin('/admin/vehicles');
    expect(await screen.findByText('No vehicle classes yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New class' }).length).toBeGreaterThan(0);
  });

  it('names the services, prices and fleet in Arabic', async () => {
    vehicleServer();
    await renderVehicleAdmin('/admin/vehicles', 'ar');
    const rentals = await screen.findByRole('table', { name: 'تأجير السيارات: فئات المركبات' });
    const row = within(rowsOf(rentals)[0] as HTMLElement);
    expect(row.getByRole('link', { name: 'اقتصادية' })).toBeInTheDocument();
    expect(row.getByText('6 مركبات')).toBeInTheDocument();
    expect(row.getByText('معروضة للبيع')).toBeInTheDocument();
  });
});
