import { AdminPackagesView } from '../../../features/packages/admin/admin-packages-page';

export function AdminPackagesPage() {
  return <AdminPackagesView />;
}
