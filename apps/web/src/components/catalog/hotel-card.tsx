import type { HotelSummaryDto } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import { AddressText } from './address-text';
import { RatingBadge } from './rating-badge';
import { StarRow } from './star-row';

/** A hotel in the results: photo, stars, place, rating, three amenities and the price from. */
export function HotelCard({ hotel, stayQuery }: { hotel: HotelSummaryDto; stayQuery: string }) {
  const { t, i18n } = useTranslation('hotels');
  const lang = i18n.language as Language;
  const href = `/hotels/${hotel.slug}${stayQuery}`;
  const shown = hotel.amenities.slice(0, 3);
  const more = hotel.amenities.length - shown.length;
  return (
    <Card withBorder radius="lg" padding={0} component="article" aria-labelledby={`hotel-${hotel._id}`}>
      <Card.Section>
        <Image
          src={hotel.featuredImage || null}
          alt=""
          h={190}
          w="100%"
          fit="cover"
          loading="lazy"
          width={400}
          height={250}
          fallbackSrc="/images/destinations/black-sea-coast.svg"
        />
      </Card.Section>
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <StarRow count={hotel.starRating} />
          {hotel.featured ? (
            <Badge variant="filled" color="sea" size="sm">
              {t('card.featured')}
            </Badge>
          ) : null}
        </Group>
        <Title order={3} size="h4" id={`hotel-${hotel._id}`} lh={1.25}>
          {hotel.name}
        </Title>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden="true" />
          <Text size="sm" c="dimmed" truncate>
            <AddressText parts={hotel.place} />
          </Text>
        </Group>
        <RatingBadge rating={hotel.averageRating} reviews={hotel.totalReviews} />
        <Text size="sm" c="dimmed">
          {shown.map((a) => t(`amenities.${a}`)).join(' · ')}
          {more > 0 ? ` · ${t('card.moreAmenities', { count: more })}` : ''}
        </Text>
        <Group justify="space-between" align="flex-end" mt="auto" pt="xs" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('card.from')}
            </Text>
            <Text fw={700} size="xl" lh={1.1}>
              <bdi>{formatMoney(hotel.priceFrom, hotel.currency, lang)}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              {t('card.perNight')}
            </Text>
          </div>
          <Button
            component={Link}
            to={href}
            aria-label={`${t('card.view')}: ${hotel.name}`}
            style={{ flexShrink: 0 }}
          >
            {t('card.view')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
