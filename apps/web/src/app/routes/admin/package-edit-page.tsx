import { PackageEditorPage } from '../../../features/admin-packages/package-editor-page';

export function AdminPackageEditPage() {
  return <PackageEditorPage />;
}
