import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminPackageNewPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('titles.packageNew')}
      lead={t('leads.packageNew')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
