import type { RestaurantSummaryDto } from '@app/shared/restaurants/schemas';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AddressText } from '../../../components/catalog/address-text';
import { RatingBadge } from '../../../components/catalog/rating-badge';
import { useTranslation } from '../../../lib/use-translation';
import { PriceRange } from './price-range';
import { RestaurantVisit } from './restaurant-visit';

/**
 * A restaurant in the results: photo, name, kitchen, price range, rating, area, whether it is open
 * (on the date chosen) and the times free for the party.
 */
export function RestaurantCard({
  restaurant: r,
  visitQuery,
  partySize,
  time,
}: {
  restaurant: RestaurantSummaryDto;
  visitQuery: string;
  /** The party and time asked: the card offers the times free for the party. */
  partySize?: number | undefined;
  time?: string | undefined;
}) {
  const { t } = useTranslation('restaurants');
  const href = `/restaurants/${encodeURIComponent(r.slug)}${visitQuery}`;
  return (
    <Card withBorder radius="lg" padding={0} component="article" aria-labelledby={`restaurant-${r._id}`}>
      <Card.Section>
        <Image
          src={r.featuredImage || null}
          alt=""
          h={180}
          w="100%"
          fit="cover"
          loading="lazy"
          width={400}
          height={240}
          fallbackSrc="/images/destinations/black-sea-coast.svg"
        />
      </Card.Section>
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t(`cuisines.${r.cuisine}`)}
            {' · '}
            <PriceRange value={r.priceRange} />
          </Text>
          {r.featured ? (
            <Badge variant="filled" color="sea" size="sm">
              {t('card.featured')}
            </Badge>
          ) : null}
        </Group>
        <Title order={3} size="h4" id={`restaurant-${r._id}`} lh={1.25}>
          {r.name}
        </Title>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" truncate>
            <AddressText parts={r.place} />
          </Text>
        </Group>
        <RatingBadge rating={r.averageRating} reviews={r.totalReviews} />
        <RestaurantVisit restaurant={r} partySize={partySize} time={time} pageHref={href} />
        <Button
          component={Link}
          to={href}
          mt="auto"
          aria-label={`${t('card.view')}: ${r.name}`}
          variant="light"
        >
          {t('card.view')}
        </Button>
      </Stack>
    </Card>
  );
}
