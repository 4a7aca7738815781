import type { Language } from '@app/shared/i18n/languages';
import type { RestaurantSummaryDto } from '@app/shared/restaurants/schemas';
import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useAgencyToday } from '../../../lib/agency-time';
import { formatDate, formatTimeOfDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { openingStatus } from '../utils/opening-status';
import classes from './restaurant.module.css';

/** "Open now", "Opens at 18:00" or "Closed today · Opens Tuesday at 12:00", on the restaurant's clock. */
export function OpeningStatusText({
  restaurant,
  size = 'sm',
}: {
  restaurant: Pick<RestaurantSummaryDto, 'openNow' | 'hoursToday' | 'nextOpening'>;
  size?: 'sm' | 'md';
}) {
  const { t, i18n } = useTranslation('restaurants');
  const lang = i18n.language as Language;
  const today = useAgencyToday();
  const status = openingStatus(restaurant, today);
  const time = (value: string) => formatTimeOfDay(value, lang);
  const main =
    status.kind === 'open'
      ? t('status.open')
      : status.kind === 'opensToday'
        ? t('status.opensToday', { time: time(status.time) })
        : t(`status.${status.kind}`);
  const next =
    (status.kind === 'closedNow' || status.kind === 'closedToday') && status.next
      ? t('status.nextOpening', {
          day: formatDate(status.next.date, lang, {
            weekday: 'long',
            day: undefined,
            month: undefined,
            year: undefined,
          }),
          time: time(status.next.time),
        })
      : null;
  const open = status.kind === 'open';
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconClock
        size={16}
        aria-hidden="true"
        style={{ flexShrink: 0, marginTop: 2 }}
        className={open ? classes.open : undefined}
      />
      <Text size={size}>
        <Text span fw={700} className={open ? classes.open : undefined} inherit>
          {main}
        </Text>
        {next ? (
          <Text span c="dimmed" inherit>
            {' · '}
            {next}
          </Text>
        ) : null}
      </Text>
    </Group>
  );
}
