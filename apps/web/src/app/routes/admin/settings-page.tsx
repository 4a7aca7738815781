import { AdminSettingsView } from '../../../features/admin-settings/admin-settings-page';

export function AdminSettingsPage() {
  return <AdminSettingsView />;
}
