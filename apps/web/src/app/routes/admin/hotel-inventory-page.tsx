import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AdminHotelInventoryPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.hotelInventory')}
      lead={t('leads.hotelInventory')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
