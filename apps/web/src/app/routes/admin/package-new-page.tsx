import { PackageEditorPage } from '../../../features/packages/admin/package-editor-page';

export function AdminPackageNewPage() {
  return <PackageEditorPage isNew />;
}
