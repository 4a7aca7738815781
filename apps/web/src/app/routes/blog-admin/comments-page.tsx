import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogAdminCommentsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogNav.comments')}
      lead={t('blogLeads.comments')}
      backTo="/blog-admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
