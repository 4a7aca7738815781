import { addDays } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import { ISO_WEEKDAYS, isoWeekdayOf, minutesOf } from '@app/shared/restaurants/opening-hours';
import type { RestaurantDetailDto } from '@app/shared/restaurants/schemas';
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useAgencyToday } from '../../../lib/agency-time';
import { formatDate, formatTimeOfDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { OpeningStatusText } from './opening-status-text';
import classes from './restaurant.module.css';

/**
 * The week's hours, Monday first, today's row marked: split sittings one under the other, a sitting
 * past midnight with "(next day)". Today's own hours (an exception, last night's late sitting) are
 * in the status line above.
 */
export function OpeningHoursTable({ restaurant: r }: { restaurant: RestaurantDetailDto }) {
  const { t, i18n } = useTranslation('restaurants');
  const lang = i18n.language as Language;
  const today = useAgencyToday();
  const monday = addDays(today, -(Number(isoWeekdayOf(today)) - 1));
  const time = (v: string) => formatTimeOfDay(v === '24:00' ? '00:00' : v, lang);
  const pastMidnight = ISO_WEEKDAYS.some((d) =>
    r.openingHours[d].some((s) => minutesOf(s.to) <= minutesOf(s.from)),
  );
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="hours-title">
      <Title order={2} size="h4" id="hours-title" mb="sm">
        {t('hours.title')}
      </Title>
      <Stack gap="sm">
        <OpeningStatusText restaurant={r} />
        <table className={classes.hours}>
          <tbody>
            {ISO_WEEKDAYS.map((day, i) => {
              const date = addDays(monday, i);
              const isToday = date === today;
              const sittings = r.openingHours[day];
              return (
                <tr
                  key={day}
                  className={isToday ? classes.today : undefined}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <th scope="row">
                    <Text size="sm" fw={isToday ? 700 : 500}>
                      {formatDate(date, lang, {
                        weekday: 'long',
                        day: undefined,
                        month: undefined,
                        year: undefined,
                      })}
                    </Text>
                    {isToday ? (
                      <Badge size="xs" variant="filled" color="sea">
                        {t('hours.today')}
                      </Badge>
                    ) : null}
                  </th>
                  <td>
                    {sittings.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('hours.closed')}
                      </Text>
                    ) : (
                      sittings.map((s) => (
                        <Text size="sm" key={`${s.from}-${s.to}`}>
                          <bdi>
                            {t(minutesOf(s.to) <= minutesOf(s.from) ? 'hours.untilNextDay' : 'hours.range', {
                              from: time(s.from),
                              to: time(s.to),
                            })}
                          </bdi>
                        </Text>
                      ))
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {pastMidnight ? (
          <Text size="xs" c="dimmed">
            {t('hours.pastMidnightNote')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
