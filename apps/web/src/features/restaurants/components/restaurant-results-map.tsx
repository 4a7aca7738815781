import type { Language } from '@app/shared/i18n/languages';
import type { RestaurantSummaryDto } from '@app/shared/restaurants/schemas';
import { Anchor, Stack, Text, useDirection } from '@mantine/core';
import { Link } from 'react-router';
import { AddressText } from '../../../components/catalog/address-text';
import { RatingBadge } from '../../../components/catalog/rating-badge';
import { LazyPlaceMap, type MapPlace } from '../../../components/map/lazy-place-map';
import { formatList } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { PriceRange } from './price-range';
import { RestaurantVisit } from './restaurant-visit';

const placed = (
  r: RestaurantSummaryDto,
): r is RestaurantSummaryDto & { latitude: number; longitude: number } =>
  r.latitude !== null && r.longitude !== null;

/** The search results as pins named for each restaurant; each pin opens a card that links to it. */
export function RestaurantResultsMap({
  restaurants,
  total,
  visitQuery,
  partySize,
  time,
}: {
  restaurants: RestaurantSummaryDto[];
  total: number;
  visitQuery: string;
  /** The party and time asked: each card offers the times free for the party. */
  partySize?: number | undefined;
  time?: string | undefined;
}) {
  const { t, i18n } = useTranslation('restaurants');
  const lang = i18n.language as Language;
  const { dir } = useDirection();
  const unplaced = restaurants.filter((r) => !placed(r));
  const places: MapPlace[] = restaurants.filter(placed).map((r) => {
    const href = `/restaurants/${encodeURIComponent(r.slug)}${visitQuery}`;
    return {
      id: r._id,
      lat: r.latitude,
      lng: r.longitude,
      pin: r.name.length > 22 ? `${r.name.slice(0, 20)}…` : r.name,
      label: r.name,
      popup: (
        <Stack gap={6} dir={dir}>
          <Anchor component={Link} to={href} fw={700} size="md" lh={1.3}>
            {r.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t(`cuisines.${r.cuisine}`)} · <PriceRange value={r.priceRange} /> ·{' '}
            <AddressText parts={r.place} />
          </Text>
          <RatingBadge rating={r.averageRating} reviews={r.totalReviews} />
          <RestaurantVisit restaurant={r} partySize={partySize} time={time} pageHref={href} />
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
      {total > restaurants.length ? (
        <Text size="sm" c="dimmed">
          {t('list.mapCapped', { shown: restaurants.length, total })}
        </Text>
      ) : null}
      {unplaced.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('list.mapUnplaced', {
            count: unplaced.length,
            names: formatList(
              unplaced.map((r) => r.name),
              lang,
            ),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
