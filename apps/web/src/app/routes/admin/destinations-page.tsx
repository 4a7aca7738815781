import { AdminDestinationsView } from '../../../features/destinations/admin/admin-destinations-page';

export function AdminDestinationsPage() {
  return <AdminDestinationsView />;
}
