import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogAdminCreatePostPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogNav.create')}
      lead={t('blogLeads.create')}
      backTo="/blog-admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
