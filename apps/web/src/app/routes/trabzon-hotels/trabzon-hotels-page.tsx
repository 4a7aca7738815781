import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

/** Live offers from more Trabzon hotels are coming; meanwhile the page leads to our own hotels. */
export function TrabzonHotelsPage() {
  const { t } = useTranslation('pages');
  return (
    <BeingBuilt
      title={t('trabzonHotels.title')}
      lead={t('trabzonHotels.lead')}
      backTo="/hotels"
      backLabel={t('trabzonHotels.toHotels')}
    />
  );
}
