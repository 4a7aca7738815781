import type { FlightOfferDto } from '@app/shared/travel/responses';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

/** Checked bags per passenger in words: pieces ("2 checked bags"), or a weight ("23 kg checked baggage"). */
export function useBagsText() {
  const { t } = useTranslation('flights');
  const lang = currentLanguage();
  return (bags: FlightOfferDto['checkedBags']) => {
    if (bags.weight != null)
      return t(bags.unit?.toUpperCase().startsWith('LB') ? 'bags.pounds' : 'bags.kilos', {
        weight: formatNumber(bags.weight, lang),
      });
    if (bags.quantity === 0) return t('bags.none');
    if (bags.quantity != null) return t('bags.pieces', { count: bags.quantity });
    return t('bags.unknown');
  };
}
