import type { PackageAdminDto } from '@app/shared/packages/schemas';
import type { ReactNode } from 'react';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../../test/render-routes';
import { withNotifications } from '../../../../test/with-notifications';
import { PackageEditorPage } from '../package-editor-page';

export const PACKAGE_ID = '6e178fb5-0000-4000-8000-000000000001';

export function testPackage(overrides: Partial<PackageAdminDto> = {}): PackageAdminDto {
  return {
    _id: PACKAGE_ID,
    slug: 'uzungol-and-the-plateaus',
    name: { en: 'Uzungöl and the high plateaus', tr: 'Uzungöl ve yaylalar', ar: '' },
    description: { en: 'Three days of lakes and plateaus.', tr: '', ar: '' },
    destinationId: null,
    durationDays: 3,
    pricePerPerson: 1_250_000,
    dealPercent: 10,
    activities: [],
    hotelIds: [],
    featuredImage: '',
    images: [],
    itinerary: [1, 2, 3].map((day) => ({
      day,
      title: { en: `Day ${day} title`, tr: '', ar: '' },
      description: { en: '', tr: '', ar: '' },
    })),
    featured: false,
    published: true,
    averageRating: 0,
    totalReviews: 0,
    departures: [
      {
        _id: 'dep-1',
        startDate: '2099-06-01',
        endDate: '2099-06-03',
        seatsTotal: 12,
        seatsLeft: 8,
        booked: 4,
      },
      {
        _id: 'dep-2',
        startDate: '2099-07-01',
        endDate: '2099-07-03',
        seatsTotal: 10,
        seatsLeft: 10,
        booked: 0,
      },
    ],
    createdAt: '2027-01-01T00:00:00Z',
    updatedAt: '2027-01-01T00:00:00Z',
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

const empty = { data: [], total: 0, page: 1, totalPages: 1 };

/** A small fake of the package admin endpoints; `override` answers first. */
export function packageServer(override: (call: StubbedCall) => Reply | undefined = () => undefined) {
  let current = testPackage();
  return stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === `/api/packages/${PACKAGE_ID}` && call.method === 'GET')
      return { status: 200, body: current };
    if (path === `/api/packages/${PACKAGE_ID}` && call.method === 'PUT') {
      current = { ...current, ...(call.body as object) } as PackageAdminDto;
      return { status: 200, body: current };
    }
    if (path.startsWith('/api/admin/') || path === '/api/settings/public')
      return { status: 200, body: empty };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

export function renderPackageEditor(listPage: ReactNode = <p>package list page</p>) {
  return renderRoutes(
    [
      { path: '/admin/packages', element: listPage },
      { path: '/admin/packages/:id', element: withNotifications(<PackageEditorPage />) },
    ],
    `/admin/packages/${PACKAGE_ID}`,
  );
}

/** A problem+json answer as the server gives it. */
export function problem(
  status: number,
  code: string,
  errors: { field: string; code: string; message: string }[],
) {
  return { status, body: { code, title: 'Some fields need your attention.', status, errors } };
}
