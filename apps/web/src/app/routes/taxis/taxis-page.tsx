import { useSearchParams } from 'react-router';
import { BeingBuilt } from '../../../components/states/being-built';
import { SearchSummary } from '../../../components/states/search-summary';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function TaxisPage() {
  const { t } = useTranslation(['pages', 'home']);
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
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
            value: /^\d{2}:\d{2}$/.test(params.get('time') ?? '') ? (params.get('time') ?? '') : '',
          },
        ]}
      />
    </BeingBuilt>
  );
}
