import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminDestinationsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.destinations')}
      lead={t('leads.destinations')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
