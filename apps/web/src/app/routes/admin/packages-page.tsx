import { AdminPackagesView } from '../../../features/admin-packages/admin-packages-page';

export function AdminPackagesPage() {
  return <AdminPackagesView />;
}
