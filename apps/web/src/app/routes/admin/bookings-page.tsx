import { AdminBookingsView } from '../../../features/bookings/admin/admin-bookings-page';

export function AdminBookingsPage() {
  return <AdminBookingsView />;
}
