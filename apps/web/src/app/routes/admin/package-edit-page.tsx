import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminPackageEditPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('titles.packageEdit')}
      lead={t('leads.packageEdit')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
