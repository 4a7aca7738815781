import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminBookingsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.bookings')}
      lead={t('leads.bookings')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
