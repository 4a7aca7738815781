import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function CheckoutPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('booking.title')} lead={t('booking.lead')} />;
}
