import type { Language } from '@app/shared/i18n/languages';
import { minutesOf } from '@app/shared/restaurants/opening-hours';
import type { RestaurantSummaryDto } from '@app/shared/restaurants/schemas';
import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatList, formatTimeOfDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { shortDay } from '../utils/short-day';

/** The restaurant on the date the traveller chose: "Sat 5 Dec: 12:00 – 22:00", or "Closed on Sat 5 Dec". */
export function DayHoursText({ onDate }: { onDate: NonNullable<RestaurantSummaryDto['onDate']> }) {
  const { t, i18n } = useTranslation('restaurants');
  const lang = i18n.language as Language;
  const day = shortDay(onDate.date, lang);
  const time = (v: string) => formatTimeOfDay(v, lang);
  const hours = formatList(
    onDate.hours.map((s) =>
      t(minutesOf(s.to) <= minutesOf(s.from) ? 'hours.untilNextDay' : 'hours.range', {
        from: time(s.from),
        to: time(s.to),
      }),
    ),
    lang,
  );
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconClock size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" fw={onDate.hours.length ? 400 : 700}>
        {onDate.hours.length ? t('card.hoursOn', { day, hours }) : t('card.closedOn', { day })}
      </Text>
    </Group>
  );
}
