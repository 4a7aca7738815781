import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

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
