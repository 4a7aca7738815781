import { AdminDestinationsView } from '../../../features/admin-destinations/admin-destinations-page';

export function AdminDestinationsPage() {
  return <AdminDestinationsView />;
}
