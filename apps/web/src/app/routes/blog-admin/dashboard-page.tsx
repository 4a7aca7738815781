import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogAdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogNav.dashboard')}
      lead={t('blogLeads.dashboard')}
      backTo="/"
      backLabel={t('shell.backToSite')}
    />
  );
}
