import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function RestaurantDetailPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('restaurantDetail.title')} lead={t('restaurantDetail.lead')} />;
}
