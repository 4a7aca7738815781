import type { FlightOfferDto } from '@app/shared/travel/responses';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLuggage } from '@tabler/icons-react';
import { leadsTo } from '../../../islands/spec';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { namesList } from '../utils/flight-text';
import { carriersOf } from '../utils/sort-flights';
import classes from './flight-results.module.css';
import { ItineraryLine } from './itinerary-line';
import { useBagsText } from './use-bags-text';

/** Seats left that are worth saying. */
const FEW_SEATS = 5;

/** The carriers of an offer by name, as the provider's dictionary (or the segment) gives them. */
export function carrierNames(offer: FlightOfferDto, carriers: Record<string, string>): string[] {
  const named = new Map(
    offer.itineraries.flatMap((it) => it.segments.map((s) => [s.carrier, s.carrierName])),
  );
  return carriersOf(offer).map((code) => carriers[code] ?? named.get(code) ?? code);
}

/**
 * One offer: its carriers, each way in a line (times on each airport's clock, "+1", duration,
 * stops), the cabin and bags, and its total in USD with Select, which opens its details.
 */
export function FlightCard({
  offer,
  carriers,
  onSelect,
}: {
  offer: FlightOfferDto;
  carriers: Record<string, string>;
  onSelect: () => void;
}) {
  const { t } = useTranslation('flights');
  const lang = currentLanguage();
  const bagsText = useBagsText();
  const id = `flight-${offer.id}`;
  const names = namesList(carrierNames(offer, carriers), lang);
  const total = formatMoney(offer.price.total, offer.price.currency, lang);
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component="article"
      aria-labelledby={id}
      className={classes.card}
    >
      <Stack gap="sm" p="md" className={classes.ways}>
        <Title order={3} size="h5" id={id} lh={1.3}>
          {names}
        </Title>
        {offer.itineraries.map((itinerary, i) => (
          <div key={`${itinerary.segments[0]?.flightNumber}-${itinerary.segments[0]?.from.at}`}>
            {offer.itineraries.length > 1 ? (
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={2}>
                {i === 0 ? t('results.outbound') : t('results.return')}
              </Text>
            ) : null}
            <ItineraryLine itinerary={itinerary} lang={lang} />
          </div>
        ))}
        <Group gap="xs">
          {offer.cabin ? (
            <Badge variant="light" color="gray">
              {t(`cabin.${offer.cabin}`)}
            </Badge>
          ) : null}
          <Badge variant="light" color="gray" leftSection={<IconLuggage size={14} aria-hidden="true" />}>
            {bagsText(offer.checkedBags)}
          </Badge>
          {offer.seatsLeft != null && offer.seatsLeft <= FEW_SEATS ? (
            <Badge variant="light" color="orange" className={classes.fewSeats}>
              {t('results.seatsLeft', { count: offer.seatsLeft })}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Stack gap={4} p="md" className={classes.priceColumn}>
        <Text className={classes.price}>
          <bdi>{total}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {offer.passengers > 1 ? t('results.totalFor', { count: offer.passengers }) : t('results.totalOne')}
        </Text>
        {offer.passengers > 1 ? (
          <Text size="sm">
            {t('results.perPassenger', {
              amount: `\u2068${formatMoney(offer.price.perPassenger, offer.price.currency, lang)}\u2069`,
            })}
          </Text>
        ) : null}
        <Button
          mt="xs"
          onClick={onSelect}
          // The checkout follows a choice here: its scripts are fetched ahead, once the page is idle.
          {...leadsTo('checkout')}
          aria-label={t('results.selectLabel', { carriers: names, price: total })}
        >
          {t('results.select')}
        </Button>
      </Stack>
    </Card>
  );
}
