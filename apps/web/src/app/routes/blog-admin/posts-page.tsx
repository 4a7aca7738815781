import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

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
