import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogAdminEditPostPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogTitles.edit')}
      lead={t('blogLeads.edit')}
      backTo="/blog-admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
