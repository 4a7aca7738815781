import { AdminBookingDetailView } from '../../../features/bookings/admin/admin-booking-detail-page';

export function AdminBookingDetailPage() {
  return <AdminBookingDetailView />;
}
