import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

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
