import type { RestaurantTimelineDto } from '@app/shared/restaurants/schemas';
import { formatNumber, formatTimeOfDay } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { isKnownStatus } from './reservations-table';

export type Sitting = RestaurantTimelineDto['tables'][number]['sittings'][number];

const COLORS: Record<string, string> = {
  confirmed: 'sea',
  pending: 'tea',
  completed: 'uzungol',
  cancelled: 'gray',
};

/** How a party at a table reads: its times, party, status, the whole as one label, and its colour. */
export function useSittingWords() {
  const { t } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  return (s: Sitting) => {
    const from = formatTimeOfDay(s.from, lang);
    const to = formatTimeOfDay(s.to, lang);
    const status = isKnownStatus(s.status) ? t(`statuses.${s.status}`) : s.status;
    const party = t('reservations.guests', {
      count: s.partySize,
      formatted: formatNumber(s.partySize, lang),
    });
    return {
      from,
      to,
      status,
      party,
      label: t('availability.sitting', { from, to, guest: s.guestName, party, status }),
      color: COLORS[s.status] ?? 'sea',
      cancelled: s.status === 'cancelled',
    };
  };
}
