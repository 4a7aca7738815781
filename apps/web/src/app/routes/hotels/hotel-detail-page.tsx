import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function HotelDetailPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('hotelDetail.title')} lead={t('hotelDetail.lead')} />;
}
