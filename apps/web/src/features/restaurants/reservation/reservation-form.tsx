import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { zonedInstant } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import type { RestaurantDetailDto } from '@app/shared/restaurants/schemas';
import {
  Alert,
  Anchor,
  Box,
  Chip,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { AddressText } from '../../../components/catalog/address-text';
import { useAgencyTimeZone, useAgencyToday } from '../../../lib/agency-time';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatTimeOfDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { CheckoutFrame, useCheckout } from '../../bookings';
import { useRestaurantSlots } from '../api/restaurants-api';
import { FreeTimesState } from '../components/free-times-state';
import { visitDateProblem } from '../utils/visit-date';
import type { ReservationRequest } from './reservation-params';

/** Fields of the reservation the server may refuse, shown at the date, time and party controls. */
type ChoiceField = 'date' | 'time' | 'partySize';
const CHOICE_FIELDS: readonly string[] = ['date', 'time', 'partySize'];

interface Props {
  restaurant: RestaurantDetailDto;
  request: ReservationRequest;
  onChange: (next: Partial<ReservationRequest>) => void;
}

/**
 * The reservation, in the bookings' checkout frame: the date, party and a time among those really
 * free (the slots API), the guest's details (prefilled for a signed-in traveller), nothing to pay,
 * and Reserve. A time taken meanwhile (409) is said at the times, which are asked again; nothing
 * typed is lost.
 */
export function ReservationForm({ restaurant: r, request, onChange }: Props) {
  const { t, i18n } = useTranslation(['booking', 'restaurants']);
  const lang = i18n.language as Language;
  const today = useAgencyToday();
  const zone = useAgencyTimeZone();
  const timesRef = useRef<HTMLDivElement>(null);

  const { date, time, partySize } = request;
  const dateProblem = visitDateProblem(date, today);
  const partyWrong = partySize < 1 || partySize > r.maxPartySize;
  const slots = useRestaurantSlots(r._id, dateProblem ? undefined : date, partyWrong ? undefined : partySize);
  const times = slots.data?.slots ?? [];
  const slot = times.find((s) => s.time === time) ?? null;
  const at = (value: string) => formatTimeOfDay(value, lang);

  // What the server said of the choice (a field error, a party too large, a time taken meanwhile).
  const [choiceErrors, setChoiceErrors] = useState<Partial<Record<ChoiceField, string>>>({});
  const [taken, setTaken] = useState<string | null>(null);
  const [askTime, setAskTime] = useState(false);
  const change = (next: Partial<ReservationRequest>) => {
    setChoiceErrors({});
    setTaken(null);
    setAskTime(false);
    onChange(next);
  };

  const focusTimes = () => {
    timesRef.current?.scrollIntoView?.({ block: 'center' });
    timesRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  // Nothing is paid; the guest's details are not kept for a reload (the link keeps the choice).
  const checkout = useCheckout({
    accepted: null,
    requests: request.requests,
    keep: false,
    onRefused: (error) => {
      if (error.code === 'time_not_available') {
        setTaken(time);
        void slots.refetch();
        requestAnimationFrame(focusTimes);
        return true;
      }
      if (error.code === 'party_too_large') {
        setChoiceErrors({ partySize: error.message });
        return true;
      }
      setChoiceErrors(
        Object.fromEntries(
          error.errors.filter((e) => CHOICE_FIELDS.includes(e.field)).map((e) => [e.field, e.message]),
        ),
      );
      return false;
    },
  });

  // Free cancellation ends 24 hours before the sitting, on the restaurant's (the agency's) clock.
  const deadline = new Date(zonedInstant(date, time, zone).getTime() - 24 * 3_600_000);
  const deadlineText = formatDateTime(deadline.toISOString(), lang, zone);
  const tooLateToCancel = deadline.getTime() <= Date.now();

  const apiError = checkout.error instanceof ApiError ? checkout.error : null;
  const generalError =
    checkout.error &&
    !(apiError && (apiError.code === 'time_not_available' || apiError.code === 'party_too_large')) &&
    !(apiError && apiError.errors.length > 0);
  const restaurantHref = `/restaurants/${encodeURIComponent(r.slug)}?date=${date}&partySize=${partySize}`;

  const timePicker =
    dateProblem || partyWrong ? null : (
      <FreeTimesState
        slots={slots}
        loadingLabel={t('restaurant.loadingTimes')}
        failedTitle={t('restaurant.loadFailed')}
        empty={
          times.length === 0 ? (
            <Alert color="gray" variant="light" icon={<IconCalendarOff aria-hidden="true" />}>
              {slots.data?.closed && slots.data.closedReason ? (
                <Text size="sm" mb={4}>
                  {t('restaurant.closedDay', { reason: slots.data.closedReason })}
                </Text>
              ) : null}
              <Text size="sm">{t('restaurant.noTimes')}</Text>
            </Alert>
          ) : null
        }
      >
        <Chip.Group
          multiple={false}
          value={slot ? slot.time : null}
          onChange={(v) => {
            change({ time: v });
          }}
        >
          <Box
            component="fieldset"
            m={0}
            p={0}
            style={{ border: 0, minWidth: 0 }}
            aria-describedby="time-note"
          >
            <Text component="legend" size="sm" fw={500} mb={6}>
              {t('restaurant.times')}
            </Text>
            <Group gap="xs">
              {times.map((s) => (
                <Chip key={s.time} value={s.time} variant="outline">
                  <bdi>{at(s.time)}</bdi>
                </Chip>
              ))}
            </Group>
          </Box>
        </Chip.Group>
      </FreeTimesState>
    );

  const timeNote =
    dateProblem || partyWrong || !slots.data ? null : taken ? (
      <Alert color="orange" role="alert" title={t('restaurant.takenTitle')} id="time-note">
        {t('restaurant.taken', { time: at(taken) })}
      </Alert>
    ) : !slot && times.length > 0 ? (
      <Text
        id="time-note"
        size="sm"
        c={askTime || choiceErrors.time ? 'var(--mantine-color-error)' : undefined}
        role={askTime ? 'alert' : undefined}
      >
        {choiceErrors.time ?? t('restaurant.timeGone', { time: at(time) })}
      </Text>
    ) : null;

  return (
    <CheckoutFrame
      checkout={checkout}
      body={() => {
        if (!slot) {
          setAskTime(true);
          focusTimes();
          return null;
        }
        return { type: 'restaurant', restaurantId: r._id, date, time, partySize };
      }}
      title={t('restaurant.title')}
      lead={t('restaurant.lead')}
      summaryTitle={t('restaurant.summary')}
      summaryId="table-title"
      item={{
        subject: r,
        lines: (
          <>
            <Text size="sm" c="dimmed">
              <AddressText parts={r.address} />
            </Text>
            <Text size="sm" mt={4}>
              {formatDate(date, lang)} · <bdi>{at(time)}</bdi>
            </Text>
            <Text size="sm">{t('restaurant.party', { count: partySize })}</Text>
            {slot ? (
              <Text size="sm" c="dimmed">
                {t('restaurant.tableAt', { location: t(`restaurants:reserve.tableAt.${slot.location}`) })}
              </Text>
            ) : null}
            <Anchor component={Link} to={restaurantHref} size="sm">
              {t('restaurant.backToRestaurant')}
            </Anchor>
          </>
        ),
      }}
      choice={
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="choice-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="choice-title">
              {t('restaurant.choiceTitle')}
            </Title>
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                type="date"
                label={t('restaurant.date')}
                value={date}
                min={today}
                max={lastSaleDay(today)}
                error={
                  choiceErrors.date ?? (dateProblem ? t(`restaurant.dateErrors.${dateProblem}`) : undefined)
                }
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  if (next) change({ date: next });
                }}
              />
              <NumberInput
                label={t('restaurant.partySize')}
                min={1}
                max={r.maxPartySize}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                error={
                  choiceErrors.partySize ??
                  (partyWrong ? t('restaurant.partySizeRange', { max: r.maxPartySize }) : undefined)
                }
                value={partySize}
                onChange={(v) => {
                  if (typeof v === 'number' && v >= 1) change({ partySize: v });
                }}
              />
            </SimpleGrid>
            <div ref={timesRef}>
              <Stack gap="xs">
                {timeNote}
                {timePicker}
              </Stack>
            </div>
          </Stack>
        </Paper>
      }
      requestsHint={t('restaurant.requestsHint')}
      payment={{
        section: (
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="pay-title">
            <Stack gap="xs">
              <Title order={2} size="h4" id="pay-title">
                {t('restaurant.paymentTitle')}
              </Title>
              <Text>{t('restaurant.nothingToPay')}</Text>
              {partySize > r.instantLimit && !partyWrong ? (
                <Alert color="blue" id="large-party-note">
                  {t('restaurant.largeParty', { count: r.instantLimit })}
                </Alert>
              ) : null}
              {tooLateToCancel ? (
                <Alert color="orange">{t('restaurant.noFreeCancel')}</Alert>
              ) : (
                <Text size="sm">{t('confirmed.freeCancel', { date: deadlineText })}</Text>
              )}
            </Stack>
          </Paper>
        ),
      }}
      failure={
        generalError ? (
          <Alert color="red" role="alert" title={t('restaurant.failed')}>
            {apiError?.message ?? null}
          </Alert>
        ) : null
      }
      submitLabel={t('restaurant.submit')}
      disabled={!!dateProblem || partyWrong}
    />
  );
}
