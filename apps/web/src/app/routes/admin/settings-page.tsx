import { AdminSettingsView } from '../../../features/settings/admin/admin-settings-page';

export function AdminSettingsPage() {
  return <AdminSettingsView />;
}
