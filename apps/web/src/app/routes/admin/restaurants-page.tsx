import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminRestaurantsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.restaurants')}
      lead={t('leads.restaurants')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
