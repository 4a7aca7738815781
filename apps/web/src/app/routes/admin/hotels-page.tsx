import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminHotelsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.hotels')}
      lead={t('leads.hotels')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
