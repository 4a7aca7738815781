import { AdminBookingDetailView } from '../../../features/admin-bookings/admin-booking-detail-page';

export function AdminBookingDetailPage() {
  return <AdminBookingDetailView />;
}
