import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function TrabzonHotelsPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('trabzonHotels.title')} lead={t('trabzonHotels.lead')} />;
}
