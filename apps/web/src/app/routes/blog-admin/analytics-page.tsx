import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogAdminAnalyticsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogNav.analytics')}
      lead={t('blogLeads.analytics')}
      backTo="/blog-admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
