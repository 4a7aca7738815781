import { daysBetween } from '@app/shared/common/dates';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import type { StaySearch } from '../utils/stay-search';

/**
 * The stay in a line: its dates, its nights (the server's count when it gave one) and its guests.
 * Two dates, not a range of Intl's (`formatRange` spaces its dash differently in Node and in
 * browsers, and the island would not hydrate as the server rendered it).
 */
export function StaySummary({ stay, nights }: { stay: StaySearch; nights?: number }) {
  const { t } = useTranslation('trabzonHotels');
  const lang = currentLanguage();
  const count = nights ?? Math.max(1, daysBetween(stay.checkIn, stay.checkOut));
  return (
    <>
      {t('results.summary', {
        dates: `${formatDate(stay.checkIn, lang)} – ${formatDate(stay.checkOut, lang)}`,
        nights: t('results.nights', { count }),
        guests: t('results.guests', { count: stay.guests }),
      })}
    </>
  );
}
