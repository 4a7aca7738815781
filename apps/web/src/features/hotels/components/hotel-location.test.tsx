import type { HotelDetailDto } from '@app/shared/hotels/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { HotelLocation } from './hotel-location';

const hotel = {
  _id: 'h1',
  name: 'نُزل بحيرة أوزنجول',
  address: {
    line: 'Uzungöl Mah. 12',
    city: 'تشايكارا',
    country: 'Türkiye',
    parts: ['Uzungöl Mah. 12', 'تشايكارا'],
  },
  latitude: null,
  longitude: null,
} as unknown as HotelDetailDto;

describe('hotel location', () => {
  it('names the town and the country in the reader’s language, each part keeping its direction', async () => {
    await renderRoutes([{ path: '/', element: <HotelLocation hotel={hotel} /> }], '/', 'ar');
    const address = screen.getByText('Uzungöl Mah. 12').closest('p');
    expect(address?.textContent).toBe('Uzungöl Mah. 12، تشايكارا، تركيا');
    expect(address?.querySelectorAll('bdi')).toHaveLength(3);
  });

  it('leaves out a town the street line already names', async () => {
    const inTown = {
      ...hotel,
      address: {
        line: 'Gülbahar Cd. 3, Trabzon',
        city: 'Trabzon',
        country: 'Türkiye',
        parts: ['Gülbahar Cd. 3, Trabzon'],
      },
    };
    await renderRoutes([{ path: '/', element: <HotelLocation hotel={inTown as HotelDetailDto} /> }]);
    expect(screen.getByText('Gülbahar Cd. 3, Trabzon').closest('p')?.textContent).toBe(
      'Gülbahar Cd. 3, Trabzon, Türkiye',
    );
  });
});
