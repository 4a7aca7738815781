import { PackageEditorPage } from '../../../features/packages/admin/package-editor-page';

export function AdminPackageEditPage() {
  return <PackageEditorPage />;
}
