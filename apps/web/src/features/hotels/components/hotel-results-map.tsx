import type { HotelSummaryDto } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Anchor, Stack, Text, useDirection } from '@mantine/core';
import { Link } from 'react-router';
import { AddressText } from '../../../components/catalog/address-text';
import { RatingBadge } from '../../../components/catalog/rating-badge';
import { StarRow } from '../../../components/catalog/star-row';
import { LazyPlaceMap, type MapPlace } from '../../../components/map/lazy-place-map';
import { formatList, formatMoney, formatMoneyShort } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

const placed = (h: HotelSummaryDto): h is HotelSummaryDto & { latitude: number; longitude: number } =>
  h.latitude !== null && h.longitude !== null;

/** The search results as price pins; each pin opens a card that links to the hotel. */
export function HotelResultsMap({
  hotels,
  total,
  stayQuery,
}: {
  hotels: HotelSummaryDto[];
  total: number;
  stayQuery: string;
}) {
  const { t, i18n } = useTranslation('hotels');
  const lang = i18n.language as Language;
  const { dir } = useDirection();
  const onMap = hotels.filter(placed);
  const unplaced = hotels.filter((h) => !placed(h));
  const places: MapPlace[] = onMap.map((hotel) => {
    return {
      id: hotel._id,
      lat: hotel.latitude,
      lng: hotel.longitude,
      pin: formatMoneyShort(hotel.priceFrom, hotel.currency, lang),
      label: hotel.name,
      popup: (
        <Stack gap={6} dir={dir}>
          <StarRow count={hotel.starRating} size={12} />
          <Anchor component={Link} to={`/hotels/${hotel.slug}${stayQuery}`} fw={700} size="md" lh={1.3}>
            {hotel.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            <AddressText parts={hotel.place} />
          </Text>
          <RatingBadge rating={hotel.averageRating} reviews={hotel.totalReviews} />
          <Text size="sm">
            {t('card.from')}{' '}
            <Text span fw={700}>
              <bdi>{formatMoney(hotel.priceFrom, hotel.currency, lang)}</bdi>
            </Text>{' '}
            {t('card.perNight')}
          </Text>
        </Stack>
      ),
    };
  });
  return (
    <Stack gap="sm">
      <LazyPlaceMap
        places={places}
        ariaLabel={t('list.mapTitle')}
        height="min(70vh, 620px)"
        zoom={12}
        groupPin={(members) => ({
          pin: t('list.results', { count: members.length }),
          label: t('list.mapGroup', {
            names: formatList(
              members.map((m) => m.label),
              lang,
            ),
          }),
        })}
      />
      {total > hotels.length ? (
        <Text size="sm" c="dimmed">
          {t('list.mapCapped', { shown: hotels.length, total })}
        </Text>
      ) : null}
      {unplaced.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('list.mapUnplaced', {
            count: unplaced.length,
            names: formatList(
              unplaced.map((h) => h.name),
              lang,
            ),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
