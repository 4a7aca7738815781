import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function RestaurantBookingPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('restaurantBooking.title')} lead={t('restaurantBooking.lead')} />;
}
