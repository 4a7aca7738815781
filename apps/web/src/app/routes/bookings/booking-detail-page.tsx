import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BookingDetailPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('bookingDetail.title')} lead={t('bookingDetail.lead')} />;
}
