import { useSearchParams } from 'react-router';
import { BeingBuilt } from '../../../components/states/being-built';
import { SearchSummary } from '../../../components/states/search-summary';
import { formatDate, formatTimeOfDay } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function TaxisPage() {
  const { t } = useTranslation(['pages', 'home']);
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  return (
    <BeingBuilt title={t('taxis.title')} lead={t('taxis.lead')}>
      <SearchSummary
        items={[
          { label: t('home:search.pickup'), value: params.get('pickup') ?? '' },
          { label: t('home:search.dropoff'), value: params.get('dropoff') ?? '' },
          {
            label: t('home:search.pickupDate'),
            value: DATE.test(date) ? formatDate(date, currentLanguage()) : '',
          },
          {
            label: t('home:search.pickupTime'),
            value: TIME.test(time) ? formatTimeOfDay(time, currentLanguage()) : '',
          },
        ]}
      />
    </BeingBuilt>
  );
}
