import { AdminHeroView } from '../../../features/settings/admin/admin-hero-page';

export function AdminHeroSettingsPage() {
  return <AdminHeroView />;
}
