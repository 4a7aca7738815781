import { HotelDetailView } from '../../../features/hotels/hotel-detail-page';

export function HotelDetailPage() {
  return <HotelDetailView />;
}
