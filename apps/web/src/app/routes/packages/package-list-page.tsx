import { PackageListView } from '../../../features/packages/package-list-page';

export function PackageListPage() {
  return <PackageListView />;
}
