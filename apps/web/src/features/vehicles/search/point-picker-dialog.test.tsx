import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { PointPickerDialog } from './point-picker-dialog';

// The map's code cannot be fetched (offline, a deploy replaced it).
vi.mock('./point-picker-map', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the map dialog without its map', () => {
  // React reports the failed import it caught; the test reads what the reader sees instead.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('says the map is not available, and that the browser has no geolocation, in the spec’s words', async () => {
    stubFetch(() => ({ status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } }));
    const onConfirm = vi.fn();
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <PointPickerDialog mode="pickup" initial={null} onCancel={() => {}} onConfirm={onConfirm} />
          ),
        },
      ],
      '/',
      'en',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose the pickup point' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Map is not available');
    // jsdom, like an old browser, has no navigator.geolocation.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use my current location' }));
    expect(
      await within(dialog).findByText('Geolocation is not supported by your browser'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm location' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('speaks Arabic in Arabic', async () => {
    stubFetch(() => ({ status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } }));
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <PointPickerDialog mode="dropoff" initial={null} onCancel={() => {}} onConfirm={() => {}} />
          ),
        },
      ],
      '/',
      'ar',
    );
    const dialog = await screen.findByRole('dialog', { name: 'اختر نقطة التسليم' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('الخريطة غير متاحة');
  });
});
