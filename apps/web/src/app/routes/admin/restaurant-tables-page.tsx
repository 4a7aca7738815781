import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminRestaurantTablesPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.restaurantTables')}
      lead={t('leads.restaurantTables')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
