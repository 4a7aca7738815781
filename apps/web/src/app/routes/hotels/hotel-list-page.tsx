import { HotelListView } from '../../../features/hotels/hotel-list-page';

export function HotelListPage() {
  return <HotelListView />;
}
