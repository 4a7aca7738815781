import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function TrabzonHotelsPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('trabzonHotels.title')} lead={t('trabzonHotels.lead')} />;
}
