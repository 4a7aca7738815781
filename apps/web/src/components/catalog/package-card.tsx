import type { PackageSummaryDto } from '@app/shared/packages/schemas';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { responsiveSources } from '../../lib/responsive-image';
import { useTranslation } from '../../lib/use-translation';
import { RatingBadge } from './rating-badge';

const windowQuery = ({ from, to }: { from?: string; to?: string }) => {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const text = query.toString();
  return text ? `?${text}` : '';
};

/**
 * A package in lists: photo, place, days, next departure, rating and the price per person. Found
 * in a departure window, its link carries the window so the trip page picks a departure in it.
 */
export function PackageCard({
  trip,
  window = {},
}: {
  trip: PackageSummaryDto;
  window?: { from?: string; to?: string };
}) {
  const { t } = useTranslation('packages');
  const lang = currentLanguage();
  const id = `package-${trip._id}`;
  return (
    <Card withBorder radius="lg" padding={0} component="article" aria-labelledby={id}>
      <Card.Section pos="relative">
        <Image
          src={trip.featuredImage || null}
          {...responsiveSources(trip.featuredImage, '(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw')}
          alt=""
          h={190}
          w="100%"
          fit="cover"
          loading="lazy"
          fallbackSrc="/images/destinations/black-sea-coast.svg"
        />
        {trip.dealPercent > 0 ? (
          <Badge
            pos="absolute"
            top={12}
            style={{ insetInlineStart: 12 }}
            color="red.9"
            variant="filled"
            size="lg"
          >
            {t('card.deal', { percent: formatNumber(trip.dealPercent, lang) })}
          </Badge>
        ) : null}
      </Card.Section>
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Group gap="xs">
          <Badge variant="light" color="sea">
            {t('card.days', { count: trip.durationDays, formatted: formatNumber(trip.durationDays, lang) })}
          </Badge>
          {trip.featured ? (
            <Badge variant="light" color="uzungol">
              {t('card.featured')}
            </Badge>
          ) : null}
        </Group>
        <Title order={3} size="h4" id={id} lh={1.25} lang={trip.contentLang}>
          {trip.name}
        </Title>
        {trip.destination ? (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden="true" />
            <Text size="sm" c="dimmed">
              {trip.destination.name}
            </Text>
          </Group>
        ) : null}
        <Group gap={4} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {trip.nextDeparture
              ? t('card.next', { date: formatDate(trip.nextDeparture.startDate, lang) })
              : t('card.noDeparture')}
          </Text>
        </Group>
        {trip.totalReviews > 0 ? (
          <RatingBadge rating={trip.averageRating} reviews={trip.totalReviews} />
        ) : null}
        <Group justify="space-between" align="flex-end" mt="auto" pt="xs" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('card.from')}
            </Text>
            {trip.dealPercent > 0 ? (
              <Text size="sm" c="dimmed" td="line-through">
                <bdi>{formatMoney(trip.pricePerPerson, trip.currency, lang)}</bdi>
              </Text>
            ) : null}
            <Text fw={700} size="xl" lh={1.1}>
              <bdi>{formatMoney(trip.price, trip.currency, lang)}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              {t('card.perPerson')}
            </Text>
          </div>
          <Button
            component={Link}
            to={`/packages/${trip.slug}${windowQuery(window)}`}
            aria-label={t('card.viewNamed', { name: trip.name })}
            style={{ flexShrink: 0 }}
          >
            {t('card.view')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
