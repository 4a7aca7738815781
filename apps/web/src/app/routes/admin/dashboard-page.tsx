import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.dashboard')}
      lead={t('leads.dashboard')}
      backTo="/"
      backLabel={t('shell.backToSite')}
    />
  );
}
