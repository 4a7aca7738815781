import type { RestaurantSummaryDto } from '@app/shared/restaurants/schemas';
import { Stack } from '@mantine/core';
import { useAgencyToday } from '../../../lib/agency-time';
import { DayHoursText } from './day-hours-text';
import { FreeTimeChips } from './free-time-chips';
import { OpeningStatusText } from './opening-status-text';

/**
 * What a result says about going there: on the date chosen, its hours that date (whether it is open
 * now only for today), and with a party the times free for it.
 */
export function RestaurantVisit({
  restaurant: r,
  partySize,
  time,
  pageHref,
}: {
  restaurant: RestaurantSummaryDto;
  partySize: number | undefined;
  time: string | undefined;
  pageHref: string;
}) {
  const today = useAgencyToday();
  const day = r.onDate;
  return (
    <Stack gap={8}>
      {day && day.date !== today ? <DayHoursText onDate={day} /> : <OpeningStatusText restaurant={r} />}
      {day?.freeTimes && partySize ? (
        <FreeTimeChips
          restaurant={r}
          date={day.date}
          times={day.freeTimes}
          partySize={partySize}
          around={time}
          pageHref={pageHref}
        />
      ) : null}
    </Stack>
  );
}
