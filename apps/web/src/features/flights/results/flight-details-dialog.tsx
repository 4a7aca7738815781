import type { Language } from '@app/shared/i18n/languages';
import { localDate } from '@app/shared/travel/flight-times';
import type { FlightItineraryDto, FlightOfferDto } from '@app/shared/travel/responses';
import { Alert, Badge, Button, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconLuggage, IconPlane } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { AmountRow } from '../../../components/amount-row';
import { leadsTo } from '../../../islands/spec';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { flightCheckoutHref, keepOffer, offerId } from '../offer-store';
import type { FlightSearch } from '../utils/flight-search-params';
import {
  aircraftName,
  airportName,
  clockTime,
  durationText,
  flightDay,
  namesList,
  routeText,
} from '../utils/flight-text';
import { layoverMinutes } from '../utils/layover';
import { carrierNames } from './flight-card';
import classes from './flight-results.module.css';
import { useStopsText } from './itinerary-line';
import { useBagsText } from './use-bags-text';
import { useDurationWords } from './use-duration-words';

type Segment = FlightItineraryDto['segments'][number];

/** An airport in a line: its name and code, and its terminal when known. */
function Place({ point, lang }: { point: Segment['from']; lang: Language }) {
  const { t } = useTranslation('flights');
  return (
    <Text size="sm">
      {airportName(point.code, lang)} (<bdi>{point.code}</bdi>)
      {point.terminal ? (
        <Text span size="sm" c="dimmed">
          {' '}
          · {t('details.terminal', { terminal: point.terminal })}
        </Text>
      ) : null}
    </Text>
  );
}

/** A time on its airport's clock, with its day when it is not the way's first day. */
function When({ at, firstDay, lang }: { at: string; firstDay: string; lang: Language }) {
  return (
    <div className={classes.when}>
      <Text fw={700}>
        <bdi>{clockTime(at, lang)}</bdi>
      </Text>
      {localDate(at) !== firstDay ? (
        <Text size="xs" c="dimmed">
          {flightDay(at, lang)}
        </Text>
      ) : null}
    </div>
  );
}

/** Every flight of a way: times, airports, terminals, carrier, number, aircraft; the layovers between. */
function Way({ itinerary, title, lang }: { itinerary: FlightItineraryDto; title: string; lang: Language }) {
  const { t } = useTranslation('flights');
  const words = useDurationWords();
  const stopsText = useStopsText();
  const first = itinerary.segments[0];
  if (!first) return null;
  const firstDay = localDate(first.from.at);
  const last = itinerary.segments.at(-1) ?? first;
  return (
    <section aria-label={`${title}: ${routeText(first.from.code, last.to.code, lang)}`}>
      <Group justify="space-between" align="baseline" gap="xs" mb="xs">
        <Title order={3} size="h5">
          {title} · {flightDay(first.from.at, lang)}
        </Title>
        <Text size="sm" c="dimmed">
          {itinerary.durationMinutes != null
            ? `${durationText(itinerary.durationMinutes, lang, words)} · `
            : ''}
          {stopsText(itinerary.stops)}
        </Text>
      </Group>
      <Stack gap="xs">
        {itinerary.segments.map((segment, i) => {
          const next = itinerary.segments[i + 1];
          const wait = next ? layoverMinutes(segment.to, next.from) : 0;
          return (
            <Fragment key={`${segment.flightNumber}-${segment.from.at}`}>
              <Paper withBorder radius="md" p="sm" className={classes.segment}>
                <When at={segment.from.at} firstDay={firstDay} lang={lang} />
                <Place point={segment.from} lang={lang} />
                <div className={classes.flightLine}>
                  <IconPlane size={16} aria-hidden="true" className={classes.plane} />
                  <Text size="xs" c="dimmed">
                    {[
                      <bdi key="carrier">{segment.carrierName}</bdi>,
                      <bdi key="number">{segment.flightNumber}</bdi>,
                      segment.aircraft ? <bdi key="aircraft">{aircraftName(segment.aircraft)}</bdi> : null,
                      segment.durationMinutes != null ? (
                        <span key="time">{durationText(segment.durationMinutes, lang, words)}</span>
                      ) : null,
                      segment.operatingCarrier ? (
                        <span key="operated">
                          {t('details.operatedBy', { carrier: `\u2068${segment.operatingCarrier}\u2069` })}
                        </span>
                      ) : null,
                    ]
                      .filter(Boolean)
                      .flatMap((part, i) => (i === 0 ? [part] : [' · ', part]))}
                  </Text>
                </div>
                <When at={segment.to.at} firstDay={firstDay} lang={lang} />
                <Place point={segment.to} lang={lang} />
              </Paper>
              {next ? (
                <Group gap={6} wrap="nowrap" className={classes.layover}>
                  <IconClockHour4 size={16} aria-hidden="true" />
                  <Text size="sm">
                    {t('details.layover', {
                      time: durationText(wait, lang, words),
                      place: `${airportName(segment.to.code, lang)} (\u2068${segment.to.code}\u2069)`,
                    })}
                    {next.from.code !== segment.to.code ? (
                      <Text span size="sm" fw={600} className={classes.withStops}>
                        {' '}
                        {t('details.changeAirport', { code: `\u2068${next.from.code}\u2069` })}
                      </Text>
                    ) : null}
                  </Text>
                </Group>
              ) : null}
            </Fragment>
          );
        })}
      </Stack>
    </section>
  );
}

/**
 * An offer in full (spec section 2): each flight of each way with its times on its airport's clock,
 * airports and terminals, carrier, number and aircraft, the layovers; bags and cabin; the fare (base,
 * taxes and fees = total − base, total, per passenger); and Continue to Booking, which keeps the
 * offer in this tab for the checkout. Full screen on a phone.
 */
export function FlightDetailsDialog({
  offer,
  carriers,
  search,
  bookable,
  onClose,
}: {
  offer: FlightOfferDto | null;
  carriers: Record<string, string>;
  search: FlightSearch;
  bookable: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('flights');
  const lang = currentLanguage();
  const bagsText = useBagsText();
  const money = (minor: number) => (offer ? formatMoney(minor, offer.price.currency, lang) : '');
  const keep = () => {
    if (offer) keepOffer({ offer, carriers, search, bookable });
  };
  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      title={t('details.title')}
      size="lg"
      classNames={{ content: classes.dialog, inner: classes.dialogInner }}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {offer ? (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {namesList(carrierNames(offer, carriers), lang)}
          </Text>
          {offer.itineraries.map((itinerary, i) => (
            <Way
              key={`${itinerary.segments[0]?.flightNumber}-${itinerary.segments[0]?.from.at}`}
              itinerary={itinerary}
              title={i === 0 ? t('results.outbound') : t('results.return')}
              lang={lang}
            />
          ))}
          <Group gap="xs">
            {offer.cabin ? (
              <Badge variant="light" color="gray">
                {t('details.cabin', { cabin: t(`cabin.${offer.cabin}`) })}
              </Badge>
            ) : null}
            <Badge variant="light" color="gray" leftSection={<IconLuggage size={14} aria-hidden="true" />}>
              {t('details.bagsEach', { bags: bagsText(offer.checkedBags) })}
            </Badge>
          </Group>
          <Paper withBorder radius="md" p="md">
            <Stack gap={6} role="group" aria-label={t('details.fare')}>
              <Title order={3} size="h5">
                {t('details.fare')}
              </Title>
              <AmountRow label={t('details.base')} amount={money(offer.price.base)} />
              <AmountRow label={t('details.taxes')} amount={money(offer.price.total - offer.price.base)} />
              <Divider my={4} />
              <AmountRow
                label={t('results.totalFor', { count: offer.passengers })}
                amount={money(offer.price.total)}
                strong
              />
              <AmountRow label={t('details.perPassenger')} amount={money(offer.price.perPassenger)} />
            </Stack>
          </Paper>
          {bookable ? null : (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
              {t('results.notBookable')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" className={classes.dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('details.back')}
            </Button>
            {bookable ? (
              <Button
                component={Link}
                to={flightCheckoutHref(offerId(offer.token))}
                onClick={keep}
                onAuxClick={keep}
                {...leadsTo('checkout')}
              >
                {t('details.continue')}
              </Button>
            ) : (
              <Button disabled>{t('details.continue')}</Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
