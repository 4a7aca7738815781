import { addDays } from '@app/shared/common/dates';
import { lastSaleDay } from '@app/shared/common/sale-horizon';
import type { Language } from '@app/shared/i18n/languages';
import { hoursOn, minutesOf } from '@app/shared/restaurants/opening-hours';
import type { RestaurantDetailDto } from '@app/shared/restaurants/schemas';
import {
  Alert,
  Box,
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { leadsTo } from '../../../islands/spec';
import { useAgencyToday } from '../../../lib/agency-time';
import { formatTimeOfDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useRestaurantSlots } from '../api/restaurants-api';
import { reserveLink } from '../utils/reserve-link';
import { visitDateProblem } from '../utils/visit-date';
import { FreeTimesState } from './free-times-state';

const REQUESTS_MAX = 500;

interface Props {
  restaurant: RestaurantDetailDto;
  /** The date and party the traveller came with (from the list's filters), if any. */
  initialDate?: string;
  initialPartySize?: number;
}

/**
 * Date, party and the times a table of that size is really free (the slots API), then Reserve,
 * which carries the choice to the reservation form.
 */
export function ReservationPanel({ restaurant: r, initialDate, initialPartySize }: Props) {
  const { t, i18n } = useTranslation('restaurants');
  const lang = i18n.language as Language;
  const today = useAgencyToday();
  const [date, setDate] = useState(
    initialDate && !visitDateProblem(initialDate, today) ? initialDate : today,
  );
  const [party, setParty] = useState<number | undefined>(Math.min(initialPartySize ?? 2, r.maxPartySize));
  const [time, setTime] = useState<string | null>(null);
  const [requests, setRequests] = useState('');
  const [showTimeHint, setShowTimeHint] = useState(false);

  const dateProblem = date ? visitDateProblem(date, today) : 'missing';
  const partyWrong = party === undefined || party < 1 || party > r.maxPartySize;
  const slots = useRestaurantSlots(r._id, dateProblem ? undefined : date, partyWrong ? undefined : party);
  const times = slots.data?.slots ?? [];
  // Times of last night's sitting that run past midnight belong to the date before: say so.
  const carried = date && !dateProblem ? hoursOn(r.openingHours, date).filter((h) => h.carried) : [];
  const isCarried = (value: string) =>
    carried.some((h) => minutesOf(h.from) <= minutesOf(value) && minutesOf(value) < minutesOf(h.to));
  const late = times.filter((s) => isCarried(s.time));
  const own = times.filter((s) => !isCarried(s.time));
  const chosen = time && times.some((s) => s.time === time) ? time : null;
  const at = (value: string) => formatTimeOfDay(value, lang);

  const changeDate = (next: string) => {
    setDate(next);
    setTime(null);
  };

  const chips = (list: typeof times) => (
    <Group gap="xs">
      {list.map((s) => (
        <Chip key={s.time} value={s.time} variant="outline">
          <bdi>{at(s.time)}</bdi>
        </Chip>
      ))}
    </Group>
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      id="reserve"
      aria-labelledby="reserve-title"
      style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}
    >
      <Title order={2} size="h4" id="reserve-title" mb="sm">
        {t('reserve.title')}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label={t('reserve.date')}
            value={date}
            min={today}
            max={lastSaleDay(today)}
            error={dateProblem ? t(`reserve.dateErrors.${dateProblem}`) : undefined}
            onChange={(e) => changeDate(e.currentTarget.value)}
          />
          <NumberInput
            label={t('reserve.partySize')}
            min={1}
            max={r.maxPartySize}
            clampBehavior="none"
            allowDecimal={false}
            error={partyWrong ? t('reserve.partySizeRange', { max: r.maxPartySize }) : undefined}
            value={party ?? ''}
            onChange={(v) => {
              setParty(typeof v === 'number' ? v : undefined);
              setTime(null);
            }}
          />
        </SimpleGrid>

        {dateProblem || partyWrong ? null : (
          <FreeTimesState
            slots={slots}
            loadingLabel={t('reserve.loading')}
            failedTitle={t('reserve.loadFailed')}
            skeletons={6}
            empty={
              times.length === 0 ? (
                <Alert
                  color="gray"
                  variant="light"
                  icon={<IconCalendarOff aria-hidden="true" />}
                  title={t('reserve.noTimesTitle')}
                >
                  {slots.data?.closed && slots.data.closedReason ? (
                    <Text size="sm" mb="xs">
                      {t('reserve.closedDay', { reason: slots.data.closedReason })}
                    </Text>
                  ) : null}
                  {addDays(date, 1) <= lastSaleDay(today) ? (
                    <Button size="xs" variant="light" onClick={() => changeDate(addDays(date, 1))}>
                      {t('reserve.nextDay')}
                    </Button>
                  ) : null}
                </Alert>
              ) : null
            }
          >
            <Chip.Group
              multiple={false}
              value={chosen}
              onChange={(v) => {
                setTime(v);
                setShowTimeHint(false);
              }}
            >
              <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
                <Text component="legend" size="sm" fw={500} mb={6}>
                  {t('reserve.times')}
                </Text>
                <Stack gap="sm">
                  {late.length ? (
                    <div>
                      <Text size="xs" c="dimmed" mb={4}>
                        {t('reserve.afterMidnight')}
                      </Text>
                      {chips(late)}
                    </div>
                  ) : null}
                  {own.length ? chips(own) : null}
                </Stack>
              </Box>
            </Chip.Group>
          </FreeTimesState>
        )}

        <Textarea
          label={t('reserve.requests')}
          placeholder={t('reserve.requestsPlaceholder')}
          value={requests}
          onChange={(e) => setRequests(e.currentTarget.value)}
          maxLength={REQUESTS_MAX}
          autosize
          minRows={2}
          maxRows={5}
        />

        {chosen && party !== undefined && !partyWrong && !dateProblem ? (
          <Button
            component={Link}
            to={reserveLink({ slug: r.slug, date, time: chosen, partySize: party, requests })}
            {...leadsTo('app')}
            size="md"
          >
            {t('reserve.reserveAt', { count: party, time: at(chosen) })}
          </Button>
        ) : (
          <Stack gap={4}>
            <Button size="md" onClick={() => setShowTimeHint(true)} aria-describedby="reserve-hint">
              {t('reserve.reserve')}
            </Button>
            <Text
              id="reserve-hint"
              size="sm"
              c={showTimeHint ? 'var(--mantine-color-error)' : 'dimmed'}
              role={showTimeHint ? 'alert' : undefined}
            >
              {t('reserve.chooseTime')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
