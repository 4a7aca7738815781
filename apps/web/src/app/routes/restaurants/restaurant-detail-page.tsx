import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function RestaurantDetailPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('restaurantDetail.title')} lead={t('restaurantDetail.lead')} />;
}
