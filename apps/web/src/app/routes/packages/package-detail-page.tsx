import { PackageDetailView } from '../../../features/packages/package-detail-page';

export function PackageDetailPage() {
  return <PackageDetailView />;
}
