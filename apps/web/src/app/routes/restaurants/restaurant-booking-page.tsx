import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function RestaurantBookingPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('restaurantBooking.title')} lead={t('restaurantBooking.lead')} />;
}
