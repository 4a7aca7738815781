import { useSearchParams } from 'react-router';
import { BeingBuilt } from '../../../components/states/being-built';
import { SearchSummary } from '../../../components/states/search-summary';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

export function RestaurantListPage() {
  const { t } = useTranslation(['pages', 'home']);
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  return (
    <BeingBuilt title={t('restaurants.title')} lead={t('restaurants.lead')}>
      <SearchSummary
        items={[
          { label: t('home:search.restaurantName'), value: params.get('name') ?? '' },
          {
            label: t('home:search.date'),
            value: /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date, currentLanguage()) : '',
          },
        ]}
      />
    </BeingBuilt>
  );
}
