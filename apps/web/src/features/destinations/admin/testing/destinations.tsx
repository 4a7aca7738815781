import type { DestinationAdminDto } from '@app/shared/destinations/schemas';
import { renderRoutes } from '../../../../test/render-routes';
import { withNotifications } from '../../../../test/with-notifications';
import { AdminDestinationsView } from '../admin-destinations-page';

export function destination(overrides: Partial<DestinationAdminDto> = {}): DestinationAdminDto {
  return {
    _id: 'd1',
    id: 'd1',
    slug: 'uzungol',
    name: { en: 'Uzungöl', tr: 'Uzungöl', ar: 'أوزنجول' },
    description: { en: 'A lake in the mountains.', tr: '', ar: '' },
    country: 'Türkiye',
    image: '',
    latitude: 40.62,
    longitude: 40.29,
    featured: true,
    sortOrder: 1,
    properties: 4,
    packages: 2,
    createdAt: '2027-01-01T00:00:00Z',
    updatedAt: '2027-01-01T00:00:00Z',
    ...overrides,
  };
}

export const page = (data: DestinationAdminDto[]) => ({ data, total: data.length, page: 1, totalPages: 1 });
export const render = () =>
  renderRoutes(
    [{ path: '/admin/destinations', element: withNotifications(<AdminDestinationsView />) }],
    '/admin/destinations',
  );
