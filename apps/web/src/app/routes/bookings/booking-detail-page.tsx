import { BookingDetailView } from '../../../features/booking/booking-detail-page';

export function BookingDetailPage() {
  return <BookingDetailView />;
}
