import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function RestaurantListPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('restaurants.title')} lead={t('restaurants.lead')} />;
}
