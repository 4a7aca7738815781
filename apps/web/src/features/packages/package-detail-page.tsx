import { directionOf } from '@app/shared/i18n/languages';
import type { DepartureDto, PackageDetailDto } from '@app/shared/packages/schemas';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  List,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PhotoGallery } from '../../components/catalog/photo-gallery';
import { RatingBadge } from '../../components/catalog/rating-badge';
import { StarRow } from '../../components/catalog/star-row';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { Island } from '../../islands/island';
import { leadsTo } from '../../islands/spec';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { ItemPageMeta } from '../../lib/item-page-meta';
import { useTranslation } from '../../lib/use-translation';
import { ReviewsSection } from '../reviews';
import { FIRST_GUESTS, firstOpenDeparture } from './first-departure';
import { packagePageMeta } from './package-page-meta';
import { usePackage, usePackageQuote } from './packages-api';

/** `/packages/:slug`: the trip day by day, what is included, its hotels, departures and booking. */
/** `/packages/:slug`: the page's head, and the tour with its departures, one island on a page sent light. */
export function PackageDetailPage() {
  const { slug } = useParams();
  const { t } = useTranslation('packages');
  const trip = usePackage(slug);
  return (
    <>
      <ItemPageMeta
        query={trip}
        meta={packagePageMeta}
        notFound={{ title: t('detail.notFoundTitle'), description: t('detail.notFound') }}
      />
      <Island name="package-detail" component={PackageDetailView} props={{ slug }} when="interaction" />
    </>
  );
}

export function PackageDetailView({ slug }: { slug: string | undefined }) {
  const { t } = useTranslation('packages');
  const trip = usePackage(slug);
  if (trip.isPending)
    return (
      <Container size="lg" py="xl">
        <Stack aria-busy="true">
          <Skeleton h={36} w="60%" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      </Container>
    );
  if (trip.isError && trip.error instanceof ApiError && trip.error.status === 404)
    return (
      <Container size="sm" py="xl">
        <EmptyState
          titleOrder={1}
          title={t('detail.notFoundTitle')}
          description={t('detail.notFound')}
          action={
            <Button component={Link} to="/packages">
              {t('detail.back')}
            </Button>
          }
        />
      </Container>
    );
  if (trip.isError)
    return (
      <Container size="sm" py="xl">
        <ErrorState title={t('detail.loadFailed')} onRetry={() => void trip.refetch()} />
        <Group justify="center">
          <Anchor component={Link} to="/packages">
            {t('detail.back')}
          </Anchor>
        </Group>
      </Container>
    );
  return <PackageDetail trip={trip.data} />;
}

function PackageDetail({ trip }: { trip: PackageDetailDto }) {
  const { t } = useTranslation('packages');
  const lang = currentLanguage();
  const images = trip.images.length ? trip.images : [trip.featuredImage].filter(Boolean);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/packages" size="sm">
          <Group gap={4} component="span">
            {directionOf(lang) === 'rtl' ? (
              <IconArrowRight size={16} aria-hidden="true" />
            ) : (
              <IconArrowLeft size={16} aria-hidden="true" />
            )}
            {t('detail.back')}
          </Group>
        </Anchor>
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light" color="sea">
              {t('card.days', { count: trip.durationDays, formatted: formatNumber(trip.durationDays, lang) })}
            </Badge>
            {trip.dealPercent > 0 ? (
              <Badge color="red.9">{t('card.deal', { percent: formatNumber(trip.dealPercent, lang) })}</Badge>
            ) : null}
          </Group>
          <Title order={1} lang={trip.contentLang}>
            {trip.name}
          </Title>
          <Group gap="md">
            {trip.destination ? (
              <Group gap={4}>
                <IconMapPin size={16} aria-hidden="true" />
                <Text c="dimmed">{trip.destination.name}</Text>
              </Group>
            ) : null}
            {trip.totalReviews > 0 ? (
              <RatingBadge rating={trip.averageRating} reviews={trip.totalReviews} />
            ) : null}
          </Group>
        </Stack>
        {images.length ? <PhotoGallery name={trip.name} images={images} /> : null}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <Text style={{ whiteSpace: 'pre-line' }} lang={trip.contentLang}>
                {trip.description}
              </Text>
              {trip.itinerary.length ? (
                <Stack gap="sm" component="section" aria-labelledby="itinerary">
                  <Title order={2} size="h3" id="itinerary">
                    {t('detail.itinerary')}
                  </Title>
                  <Timeline bulletSize={28} lineWidth={2} active={trip.itinerary.length}>
                    {trip.itinerary.map((d) => (
                      <Timeline.Item
                        key={d.day}
                        bullet={
                          <Text size="xs" fw={700}>
                            {formatNumber(d.day, lang)}
                          </Text>
                        }
                        title={
                          <Text fw={700}>
                            {t('detail.day', { n: formatNumber(d.day, lang), title: d.title })}
                          </Text>
                        }
                      >
                        {d.description ? (
                          <Text size="sm" c="dimmed">
                            {d.description}
                          </Text>
                        ) : null}
                      </Timeline.Item>
                    ))}
                  </Timeline>
                </Stack>
              ) : null}
              {trip.activities.length ? (
                <Stack gap="sm" component="section" aria-labelledby="included">
                  <Title order={2} size="h3" id="included">
                    {t('detail.included')}
                  </Title>
                  <List
                    spacing="xs"
                    icon={<IconCheck size={18} color="var(--mantine-color-uzungol-6)" aria-hidden="true" />}
                  >
                    {trip.activities.map((a) => (
                      <List.Item key={a}>{a}</List.Item>
                    ))}
                  </List>
                </Stack>
              ) : null}
              {trip.hotels.length ? (
                <Stack gap="sm" component="section" aria-labelledby="stays">
                  <Title order={2} size="h3" id="stays">
                    {t('detail.hotels')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {trip.hotels.map((h) => (
                      <Paper key={h._id} withBorder radius="md" p="sm">
                        <Stack gap={4}>
                          <StarRow count={h.starRating} />
                          <Anchor component={Link} to={`/hotels/${h.slug}`} fw={700}>
                            {h.name}
                          </Anchor>
                          <Text size="sm" c="dimmed">
                            {h.city}
                          </Text>
                        </Stack>
                      </Paper>
                    ))}
                  </SimpleGrid>
                </Stack>
              ) : null}
              <ReviewsSection itemId={trip._id} target="packages" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <BookingPanel trip={trip} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function BookingPanel({ trip }: { trip: PackageDetailDto }) {
  const { t } = useTranslation('packages');
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const [departureId, setDepartureId] = useState<string>(
    () => firstOpenDeparture(trip.departures, params.get('from'), params.get('to'))?._id ?? '',
  );
  const departure = trip.departures.find((d) => d._id === departureId);
  const [guests, setGuests] = useState(FIRST_GUESTS);
  const travellers = Math.min(guests, departure?.seatsLeft ?? guests);
  const quote = usePackageQuote(
    departure ? { packageId: trip._id, departureId: departure._id, guests: travellers } : null,
  );
  const money = (minor: number) => formatMoney(minor, trip.currency, lang);
  const label = (d: DepartureDto) => `${formatDate(d.startDate, lang)} – ${formatDate(d.endDate, lang)}`;
  const href = departure
    ? `/booking?${new URLSearchParams({ packageId: trip._id, departureId: departure._id, guests: String(travellers) })}`
    : '';

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="book-trip"
      pos={{ md: 'sticky' }}
      top={16}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="book-trip">
            {t('detail.book')}
          </Title>
          <Group gap="xs" align="baseline">
            {trip.dealPercent > 0 ? (
              <Text c="dimmed" td="line-through">
                <bdi>{money(trip.pricePerPerson)}</bdi>
              </Text>
            ) : null}
            <Text fw={700} size="xl">
              <bdi>{money(trip.price)}</bdi>
            </Text>
            <Text size="sm" c="dimmed">
              {t('card.perPerson')}
            </Text>
          </Group>
        </div>
        {trip.departures.length === 0 ? (
          <Alert color="gray">{t('detail.noDepartures')}</Alert>
        ) : (
          <Radio.Group label={t('detail.departures')} value={departureId} onChange={setDepartureId}>
            <Stack gap="xs" mt="xs">
              {trip.departures.map((d) => (
                <Radio
                  key={d._id}
                  value={d._id}
                  disabled={d.seatsLeft === 0}
                  label={label(d)}
                  description={
                    d.seatsLeft === 0
                      ? t('detail.full')
                      : t('detail.seatsLeft', {
                          count: d.seatsLeft,
                          formatted: formatNumber(d.seatsLeft, lang),
                        })
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {departure ? (
          <>
            <Select
              label={t('detail.travellers')}
              data={Array.from({ length: Math.min(10, departure.seatsLeft) }, (_, i) => ({
                value: String(i + 1),
                label: t('detail.travellerCount', { count: i + 1, formatted: formatNumber(i + 1, lang) }),
              }))}
              value={String(travellers)}
              onChange={(v) => setGuests(Number(v ?? 1))}
              allowDeselect={false}
            />
            {quote.data ? (
              <Stack gap={4} role="group" aria-label={t('detail.priceDetails')}>
                <Row label={t('detail.subtotal', { count: travellers })} value={money(quote.data.subtotal)} />
                {quote.data.discount > 0 ? (
                  <Row label={t('detail.dealDiscount')} value={`−${money(quote.data.discount)}`} />
                ) : null}
                <Row
                  label={t('detail.taxes', { rate: quote.data.taxRate })}
                  value={money(quote.data.taxes)}
                />
                <Divider my={4} />
                <Row label={t('detail.total')} value={money(quote.data.total)} strong />
              </Stack>
            ) : quote.isError ? (
              <Text size="sm" c="red" role="alert">
                {t('detail.quoteFailed')}
              </Text>
            ) : (
              <Skeleton h={96} />
            )}
            <Button component={Link} to={href} {...leadsTo('checkout')} size="md" fullWidth>
              {t('detail.bookNow')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('detail.cancelNote')}
            </Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400}>
        <bdi>{value}</bdi>
      </Text>
    </Group>
  );
}
