import type { HotelAdminDto } from '@app/shared/hotels/schemas';
import type userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../../test/render-routes';
import { withNotifications } from '../../../../test/with-notifications';
import { AdminHotelEditPage, AdminHotelNewPage } from '../hotel-editor-page';
import { testHotel, testRoom } from './fixtures';

type Reply = { status: number; body?: unknown };

/**
 * Types by pasting: one change event instead of one per character, so a large form does not
 * re-render dozens of times per field (typing char by char made these tests take 20 s).
 */
export async function typeFast(u: ReturnType<typeof userEvent.setup>, field: Element, text: string) {
  await u.click(field);
  await u.paste(text);
}

export const NEW_ID = '3f1c2b6e-0000-4000-8000-0000000000aa';

/** A small fake of the hotel admin endpoints; `override` answers first. */
export function server(
  hotel: HotelAdminDto = testHotel(),
  override: (call: StubbedCall) => Reply | undefined = () => undefined,
) {
  let current = hotel;
  return stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/settings/public')
      return {
        status: 200,
        body: {
          siteName: 'Karadeniz Travel',
          currency: 'TRY',
          defaultLanguage: 'tr',
          licenseNumber: '',
          address: '',
          phone: '',
          contactEmail: '',
        },
      };
    if (path === '/api/hotels' && call.method === 'POST') {
      current = { ...testHotel(), ...(call.body as object), _id: NEW_ID, roomTypes: [] } as HotelAdminDto;
      return { status: 201, body: current };
    }
    if (path === `/api/hotels/${current._id}` && call.method === 'GET') return { status: 200, body: current };
    if (path === `/api/hotels/${current._id}` && call.method === 'PUT') {
      current = { ...current, ...(call.body as object) };
      return { status: 200, body: current };
    }
    if (path === `/api/hotels/${current._id}/rooms` && call.method === 'POST')
      return { status: 201, body: { ...testRoom(), ...(call.body as object), _id: 'room-new' } };
    const room = /^\/api\/hotels\/[^/]+\/rooms\/([^/]+)$/.exec(path);
    if (room && call.method === 'PUT')
      return { status: 200, body: { ...testRoom(), ...(call.body as object), _id: room[1] } };
    if (room && call.method === 'DELETE') return { status: 204 };
    return { status: 404, body: { code: 'not_found', title: 'Not found.', status: 404 } };
  });
}

export function renderEditor(path: string, listPage: ReactNode = <p>hotel list page</p>) {
  return renderRoutes(
    [
      { path: '/admin/hotels', element: listPage },
      { path: '/admin/hotels/new', element: withNotifications(<AdminHotelNewPage />) },
      { path: '/admin/hotels/:id', element: withNotifications(<AdminHotelEditPage />) },
    ],
    path,
  );
}
