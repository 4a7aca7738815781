import type { InventoryDayDto } from '@app/shared/inventory/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../../test/render-routes';
import { NightEditor } from './night-editor';

const record = {
  _id: 'rec1',
  hotelId: 'h1',
  roomTypeId: 'r1',
  date: '2026-12-11',
  totalRooms: 4,
  availableRooms: 4,
  basePrice: 180_000,
  priceModifier: 1,
  seasonalAdjustment: 0,
  promotionDiscountPercent: 0,
  promotionCode: '',
  blocked: false,
  blockReason: '',
  notes: '',
};
const day: InventoryDayDto = {
  date: '2026-12-11',
  record,
  totalRooms: 4,
  availableRooms: 4,
  price: 180_000,
  blocked: false,
  blockReason: '',
};

const onClose = vi.fn();
const render = (lang: 'en' | 'tr' | 'ar' = 'en') =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <NightEditor
            hotelId="h1"
            roomTypeId="r1"
            hotelName="Meydan Hotel Trabzon"
            roomName="Single room"
            currency="TRY"
            day={day}
            onClose={onClose}
          />
        ),
      },
    ],
    '/',
    lang,
  );

async function retype(label: string | RegExp, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  return input;
}

afterEach(() => {
  vi.unstubAllGlobals();
  onClose.mockReset();
});

describe('night editor', () => {
  it('keeps decimals and negative numbers typed key by key, and saves them as typed', async () => {
    const calls = stubFetch(() => ({ status: 200, body: record }));
    await render();
    expect(await retype('Base price (TRY)', '1234.56')).toHaveValue('1,234.56');
    expect(await retype('Price modifier', '0.95')).toHaveValue('0.95');
    expect(await retype('Seasonal adjustment (%)', '-10')).toHaveValue('-10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      basePrice: 123_456,
      priceModifier: 0.95,
      seasonalAdjustment: -10,
    });
  });

  it('takes a Turkish decimal comma', async () => {
    const calls = stubFetch(() => ({ status: 200, body: record }));
    await render('tr');
    await retype('Taban fiyat (TRY)', '1234,56');
    await retype('Fiyat çarpanı', '0,95');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      basePrice: 123_456,
      priceModifier: 0.95,
    });
  });

  it('saves with Enter from a field', async () => {
    const calls = stubFetch(() => ({ status: 200, body: record }));
    await render();
    await retype('Base price (TRY)', '2000{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ basePrice: 200_000 });
  });

  it('shows a negative number left to right on an Arabic page ("-10", not "10-")', async () => {
    stubFetch(() => ({ status: 200, body: record }));
    await render('ar');
    const seasonal = await retype('التعديل الموسمي (٪)', '-10');
    expect(seasonal).toHaveValue('-10');
    expect(seasonal.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  it('says which values are out of range, keeps them as typed, saves nothing and focuses the first', async () => {
    const calls = stubFetch(() => ({ status: 200, body: record }));
    await render();
    const modifier = await retype('Price modifier', '12');
    const seasonal = await retype('Seasonal adjustment (%)', '-150');
    const promotion = await retype('Promotion discount (%)', '120');
    await userEvent.type(screen.getByRole('textbox', { name: 'Promotion code' }), 'WINTER 10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      screen.getByText('Enter a modifier above 0 and at most 10 (1 keeps the base price)'),
    ).toBeVisible();
    expect(screen.getByText('Enter a percentage above -100 and at most 500')).toBeVisible();
    expect(screen.getByText('Enter a percentage from 0 to 100')).toBeVisible();
    expect(screen.getByText('Use only letters, digits, hyphens (-) and underscores (_)')).toBeVisible();
    expect(modifier).toHaveValue('12');
    expect(seasonal).toHaveValue('-150');
    expect(promotion).toHaveValue('120');
    expect(modifier).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('asks before deleting the record, naming the night, and deletes only when confirmed', async () => {
    const calls = stubFetch(() => ({ status: 204 }));
    await render();
    // The dialog's X has a name too (it used to be an unnamed button).
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete record (back to defaults)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the record of 11 Dec 2026?' });
    expect(within(confirm).getByText(/Single room at Meydan Hotel Trabzon on 11 Dec 2026/)).toBeVisible();
    // The safe choice has the focus, and the dialog's X is named too.
    expect(within(confirm).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const cancel = within(confirm).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel as HTMLElement);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete record (back to defaults)' }));
    const again = await screen.findByRole('dialog', { name: 'Delete the record of 11 Dec 2026?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete record' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/inventory/hotels/h1/r1/2026-12-11',
    ]);
  });
});
