import type { Language } from '@app/shared/i18n/languages';
import type { RestaurantSummaryDto } from '@app/shared/restaurants/schemas';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { leadsTo } from '../../../islands/spec';
import { formatTimeOfDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { reserveLink } from '../utils/reserve-link';
import { shortDay } from '../utils/short-day';
import { timesAround } from '../utils/times-around';

interface Props {
  restaurant: Pick<RestaurantSummaryDto, 'name' | 'slug'>;
  date: string;
  /** Every time free for the party that date, from the server. */
  times: readonly string[];
  partySize: number;
  /** The time asked, if any: the times nearest it come first. */
  around: string | undefined;
  /** The restaurant's page with the date and party, where every time is. */
  pageHref: string;
}

/**
 * A few of the times free for the party (nearest the time asked, else the evening), each straight
 * to the reservation form with it filled in; "+N more" to the restaurant's page; or that no table
 * for the party is free that day.
 */
export function FreeTimeChips({ restaurant: r, date, times, partySize, around, pageHref }: Props) {
  const { t, i18n } = useTranslation('restaurants');
  const lang = i18n.language as Language;
  const day = shortDay(date, lang);
  if (times.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('card.noTable', { count: partySize, day })}
      </Text>
    );
  const { shown, more } = timesAround(times, around);
  return (
    <Group gap={6} role="group" aria-label={t('card.freeTimes', { count: partySize, day })}>
      {shown.map((time) => {
        const at = formatTimeOfDay(time, lang);
        return (
          <Button
            key={time}
            component={Link}
            to={reserveLink({ slug: r.slug, date, time, partySize, requests: '' })}
            {...leadsTo('app')}
            size="compact-sm"
            radius="xl"
            variant="light"
            aria-label={t('reserve.reserveAt', { count: partySize, time: at })}
          >
            <bdi>{at}</bdi>
          </Button>
        );
      })}
      {more > 0 ? (
        <Anchor
          component={Link}
          to={pageHref}
          size="sm"
          fw={600}
          aria-label={t('card.moreTimesLabel', { count: more, name: r.name })}
        >
          {t('card.moreTimes', { count: more })}
        </Anchor>
      ) : null}
    </Group>
  );
}
