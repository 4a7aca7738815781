import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function FlightsPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('flights.title')} lead={t('flights.lead')} />;
}
