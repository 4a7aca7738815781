import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BookingListPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('bookings.title')} lead={t('bookings.lead')} />;
}
