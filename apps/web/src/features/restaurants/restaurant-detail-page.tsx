import type { Language } from '@app/shared/i18n/languages';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconToolsKitchen2, IconUsers } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AddressText } from '../../components/catalog/address-text';
import { PhotoGallery } from '../../components/catalog/photo-gallery';
import { RatingBadge } from '../../components/catalog/rating-badge';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { Island } from '../../islands/island';
import { ApiError } from '../../lib/api-client';
import { ItemPageMeta } from '../../lib/item-page-meta';
import { useTranslation } from '../../lib/use-translation';
import { ReviewsSection } from '../reviews';
import { useRestaurant } from './api/restaurants-api';
import { OpeningHoursTable } from './components/opening-hours-table';
import { PriceRange } from './components/price-range';
import { ReservationPanel } from './components/reservation-panel';
import { RestaurantLocation } from './components/restaurant-location';
import { restaurantPageMeta } from './utils/restaurant-page-meta';
import { parseRestaurantFilters } from './utils/search-params';

/** `/restaurants/:id`: the page's head, and the restaurant, one island on a page sent light. */
export function RestaurantDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation('restaurants');
  const restaurant = useRestaurant(id);
  return (
    <>
      <ItemPageMeta
        query={restaurant}
        meta={restaurantPageMeta}
        notFound={{ title: t('detail.notFoundTitle'), description: t('detail.notFound') }}
      />
      <Island name="restaurant-detail" component={RestaurantDetailView} props={{ id }} when="interaction" />
    </>
  );
}

export function RestaurantDetailView({ id }: { id: string | undefined }) {
  const { t, i18n } = useTranslation('restaurants');
  const lang = i18n.language as Language;
  const restaurant = useRestaurant(id);
  const [params] = useSearchParams();
  const visit = parseRestaurantFilters(params);

  if (restaurant.isPending)
    return (
      <Container size="lg" py="xl" aria-busy="true">
        <Skeleton h={360} radius="lg" mb="lg" />
        <Skeleton h={32} w="60%" mb="sm" />
        <Skeleton h={120} />
      </Container>
    );
  if (restaurant.isError) {
    const notFound = restaurant.error instanceof ApiError && restaurant.error.status === 404;
    return (
      <Container size="lg" py="xl">
        {notFound ? (
          <EmptyState
            titleOrder={1}
            title={t('detail.notFoundTitle')}
            description={t('detail.notFound')}
            action={
              <Button component={Link} to="/restaurants">
                {t('detail.backToRestaurants')}
              </Button>
            }
          />
        ) : (
          <ErrorState
            title={t('detail.loadFailed')}
            onRetry={() => void restaurant.refetch()}
            retrying={restaurant.isFetching}
          />
        )}
      </Container>
    );
  }
  const r = restaurant.data;
  const images = r.images.length ? r.images : [r.featuredImage].filter(Boolean);
  const back = params.toString() ? `/restaurants?${params.toString()}` : '/restaurants';

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={back} size="sm">
          {t('detail.backToRestaurants')}
        </Anchor>
        {r.contentLang !== lang ? (
          <Alert variant="light" color="gray">
            {t('detail.shownInEnglish')}
          </Alert>
        ) : null}
        <Stack gap={6}>
          <Title order={1}>{r.name}</Title>
          <Group gap="md" wrap="wrap">
            <Group gap={6} wrap="nowrap">
              <IconToolsKitchen2 size={18} aria-hidden="true" />
              <Text>
                {t(`cuisines.${r.cuisine}`)} · <PriceRange value={r.priceRange} size="md" named />
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} aria-hidden="true" />
              <Text c="dimmed">
                <AddressText parts={r.place} />
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={18} aria-hidden="true" />
              <Text c="dimmed">{t('detail.largestParty', { count: r.maxPartySize })}</Text>
            </Group>
          </Group>
          <RatingBadge rating={r.averageRating} reviews={r.totalReviews} />
          {/* On a phone the reservation panel comes after the page's text: a way straight to it. */}
          <Button
            component="a"
            href="#reserve"
            hiddenFrom="md"
            mt="xs"
            leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
          >
            {t('reserve.title')}
          </Button>
        </Stack>
        <PhotoGallery name={r.name} images={images} />

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="xl">
              <Stack gap="xs" component="section" aria-labelledby="about-title">
                <Title order={2} size="h3" id="about-title">
                  {t('detail.about')}
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{r.description}</Text>
              </Stack>
              {r.menuHighlights.length ? (
                <Stack gap="xs" component="section" aria-labelledby="menu-title">
                  <Title order={2} size="h3" id="menu-title">
                    {t('detail.menu')}
                  </Title>
                  <Paper withBorder radius="lg" p="md">
                    <List
                      spacing={6}
                      size="sm"
                      icon={<IconToolsKitchen2 size={16} aria-hidden="true" />}
                      center
                    >
                      {r.menuHighlights.map((dish) => (
                        <List.Item key={dish}>{dish}</List.Item>
                      ))}
                    </List>
                  </Paper>
                </Stack>
              ) : null}
              <OpeningHoursTable restaurant={r} />
              <ReviewsSection itemId={r._id} target="restaurants" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg">
              <ReservationPanel
                key={r._id}
                restaurant={r}
                initialDate={visit.date}
                initialPartySize={visit.partySize}
              />
              <RestaurantLocation restaurant={r} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
