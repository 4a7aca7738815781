import { AdminBookingsView } from '../../../features/admin-bookings/admin-bookings-page';

export function AdminBookingsPage() {
  return <AdminBookingsView />;
}
