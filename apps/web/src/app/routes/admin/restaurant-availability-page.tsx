import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function AdminRestaurantAvailabilityPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.restaurantAvailability')}
      lead={t('leads.restaurantAvailability')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
