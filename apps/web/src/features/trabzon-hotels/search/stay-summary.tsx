import { daysBetween } from '@app/shared/common/dates';
import { formatDateRange } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import type { StaySearch } from '../utils/stay-search';

/** The stay in a line: its dates, its nights (the server's count when it gave one) and its guests. */
export function StaySummary({ stay, nights }: { stay: StaySearch; nights?: number }) {
  const { t } = useTranslation('trabzonHotels');
  const lang = currentLanguage();
  const count = nights ?? Math.max(1, daysBetween(stay.checkIn, stay.checkOut));
  return (
    <>
      {t('results.summary', {
        dates: formatDateRange(stay.checkIn, stay.checkOut, lang),
        nights: t('results.nights', { count }),
        guests: t('results.guests', { count: stay.guests }),
      })}
    </>
  );
}
