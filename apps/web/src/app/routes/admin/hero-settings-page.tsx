import { AdminHeroView } from '../../../features/admin-hero/admin-hero-page';

export function AdminHeroSettingsPage() {
  return <AdminHeroView />;
}
