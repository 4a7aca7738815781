import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function FlightsPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('flights.title')} lead={t('flights.lead')} />;
}
