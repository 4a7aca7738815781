import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogAdminPostsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogNav.posts')}
      lead={t('blogLeads.posts')}
      backTo="/blog-admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
