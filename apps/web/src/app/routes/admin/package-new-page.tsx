import { PackageEditorPage } from '../../../features/admin-packages/package-editor-page';

export function AdminPackageNewPage() {
  return <PackageEditorPage isNew />;
}
