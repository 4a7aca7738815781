import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function HotelListPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('hotels.title')} lead={t('hotels.lead')} />;
}
