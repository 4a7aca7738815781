import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminHeroSettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.heroSettings')}
      lead={t('leads.heroSettings')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
