import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminPackagesPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.packages')}
      lead={t('leads.packages')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
