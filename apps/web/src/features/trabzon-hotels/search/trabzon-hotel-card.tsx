import type { TrabzonHotelDto } from '@app/shared/travel/responses';
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Fragment } from 'react';
import { StarRow } from '../../../components/catalog/star-row';
import { leadsTo } from '../../../islands/spec';
import { formatMoney, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { previewOf } from '../utils/preview';
import { useProviderWords } from '../utils/provider-words';
import classes from './trabzon-hotels.module.css';

/** Hotels whose pictures load with the page; the others as they come near the screen (spec: batches of 5). */
export const EAGER_IMAGES = 5;
const SHOWN_AMENITIES = 3;

/**
 * A hotel around Trabzon or Rize for the stay searched: its picture, stars, name, where it is, three
 * amenities and how many more, the guests' rating out of 100, its best price per night (or that
 * nothing is offered for these dates), the start of its description, and View Offers.
 */
export function TrabzonHotelCard({
  hotel,
  index,
  onViewOffers,
}: {
  hotel: TrabzonHotelDto;
  /** Its place in the list: the first ones' pictures load at once. */
  index: number;
  onViewOffers: () => void;
}) {
  const { t } = useTranslation('trabzonHotels');
  const lang = currentLanguage();
  const words = useProviderWords();
  const id = `trabzon-hotel-${hotel.hotelId}`;
  const shown = hotel.amenities.slice(0, SHOWN_AMENITIES);
  const more = hotel.amenities.length - shown.length;
  const place = [
    hotel.cityName,
    hotel.distanceKm != null
      ? t('card.distance', { km: formatNumber(hotel.distanceKm, lang, { maximumFractionDigits: 1 }) })
      : null,
  ].filter(Boolean);
  const preview = previewOf(hotel.description);
  const eager = index < EAGER_IMAGES;
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component="article"
      aria-labelledby={id}
      className={classes.card}
    >
      <img
        className={classes.cardImage}
        src={hotel.image}
        alt=""
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
      />
      <Stack gap={8} p="md" className={classes.cardBody}>
        {hotel.stars ? <StarRow count={hotel.stars} /> : null}
        <Title order={3} size="h4" id={id} lh={1.25}>
          {hotel.name}
        </Title>
        {place.length ? (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0, marginBlockStart: 2 }} />
            <Text size="sm" c="dimmed">
              {/* Each part kept whole in either direction (a Latin town beside an Arabic distance). */}
              {place.map((part, i) => (
                <Fragment key={part}>
                  {i > 0 ? ' · ' : null}
                  <bdi>{part}</bdi>
                </Fragment>
              ))}
            </Text>
          </Group>
        ) : null}
        {hotel.rating != null ? (
          <Group gap={6} wrap="nowrap">
            <Badge
              size="lg"
              radius="sm"
              variant="filled"
              color="sea"
              role="img"
              aria-label={t('card.ratingLabel', { rating: formatNumber(hotel.rating, lang) })}
            >
              {t('card.rating', { rating: formatNumber(hotel.rating, lang) })}
            </Badge>
            {hotel.reviews != null ? (
              <Text size="sm" c="dimmed">
                {t('card.reviews', { count: hotel.reviews, number: formatNumber(hotel.reviews, lang) })}
              </Text>
            ) : null}
          </Group>
        ) : null}
        {shown.length ? (
          <Text size="sm" data-testid="amenities">
            {shown.map(words.amenity).join(' · ')}
            {more > 0 ? ` · ${t('card.moreAmenities', { count: more })}` : ''}
          </Text>
        ) : null}
        {preview ? (
          <Text
            size="sm"
            c="dimmed"
            {...(hotel.descriptionLang !== lang ? { lang: hotel.descriptionLang, dir: 'auto' } : {})}
          >
            {preview}
          </Text>
        ) : null}
        <Group justify="space-between" align="flex-end" mt="auto" pt="xs" gap="xs">
          {hotel.pricePerNight != null ? (
            <Box>
              <Text fw={700} fz={22} lh={1.1} className={classes.price}>
                <bdi>{formatMoney(hotel.pricePerNight, hotel.currency, lang)}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {t('card.perNight')}
              </Text>
            </Box>
          ) : (
            <Text size="sm" c="dimmed" fw={500}>
              {t('card.noRooms')}
            </Text>
          )}
          <Button
            onClick={onViewOffers}
            aria-label={t('card.viewOffersLabel', { name: hotel.name })}
            aria-haspopup="dialog"
            {...leadsTo('checkout')}
            style={{ flexShrink: 0 }}
          >
            {t('card.viewOffers')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
