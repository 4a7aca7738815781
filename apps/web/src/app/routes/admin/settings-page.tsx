import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminSettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.settings')}
      lead={t('leads.settings')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
