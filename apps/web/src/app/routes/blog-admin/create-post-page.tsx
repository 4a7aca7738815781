import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

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
