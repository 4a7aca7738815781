import { MAX_GUESTS, MIN_GUESTS } from '@app/shared/hotels/catalog';
import type { Language } from '@app/shared/i18n/languages';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconMapPin } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AddressText } from '../../components/catalog/address-text';
import { PhotoGallery } from '../../components/catalog/photo-gallery';
import { RatingBadge } from '../../components/catalog/rating-badge';
import { StarRow } from '../../components/catalog/star-row';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { Island } from '../../islands/island';
import { useAgencyToday } from '../../lib/agency-time';
import { ApiError } from '../../lib/api-client';
import { ItemPageMeta } from '../../lib/item-page-meta';
import { guestsWrong } from '../../lib/stay-problem';
import { useTranslation } from '../../lib/use-translation';
import { ReviewsSection } from '../reviews';
import { useHotel } from './api/hotels-api';
import { HotelLocation } from './components/hotel-location';
import { RoomOffer } from './components/room-offer';
import { problemField, StayDateFields, stayProblem } from './components/stay-dates';
import stayRow from './components/stay-row.module.css';
import { hotelPageMeta } from './utils/hotel-page-meta';
import { parseHotelFilters } from './utils/search-params';

/** `/hotels/:id`: the page's head, and the hotel with its rooms, one island on a page sent light. */
export function HotelDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation('hotels');
  const hotel = useHotel(id);
  return (
    <>
      <ItemPageMeta
        query={hotel}
        meta={hotelPageMeta}
        notFound={{ title: t('detail.notFoundTitle'), description: t('detail.notFound') }}
      />
      <Island name="hotel-detail" component={HotelDetailView} props={{ id }} when="interaction" />
    </>
  );
}

export function HotelDetailView({ id }: { id: string | undefined }) {
  const { t, i18n } = useTranslation('hotels');
  const lang = i18n.language as Language;
  const hotel = useHotel(id);
  const [params, setParams] = useSearchParams();
  const stay = useMemo(() => {
    const f = parseHotelFilters(params);
    return { checkIn: f.checkIn, checkOut: f.checkOut, guests: f.guests ?? 2 };
  }, [params]);
  const [draft, setDraft] = useState<{ checkIn?: string; checkOut?: string; guests?: number }>(stay);
  useEffect(() => setDraft(stay), [stay]);
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);
  const [showStayErrors, setShowStayErrors] = useState(false);
  const [showGuestsError, setShowGuestsError] = useState(false);
  const guestsRef = useRef<HTMLInputElement>(null);
  const today = useAgencyToday();

  if (hotel.isPending)
    return (
      <Container size="lg" py="xl" aria-busy="true">
        <Skeleton h={360} radius="lg" mb="lg" />
        <Skeleton h={32} w="60%" mb="sm" />
        <Skeleton h={120} />
      </Container>
    );
  if (hotel.isError) {
    const notFound = hotel.error instanceof ApiError && hotel.error.status === 404;
    return (
      <Container size="lg" py="xl">
        {notFound ? (
          <EmptyState
            titleOrder={1}
            title={t('detail.notFoundTitle')}
            description={t('detail.notFound')}
            action={
              <Button component={Link} to="/hotels">
                {t('detail.backToHotels')}
              </Button>
            }
          />
        ) : (
          <ErrorState
            title={t('detail.loadFailed')}
            onRetry={() => void hotel.refetch()}
            retrying={hotel.isFetching}
          />
        )}
      </Container>
    );
  }
  const h = hotel.data;
  const applyStay = () => {
    const problem = stayProblem(draft, today);
    setShowStayErrors(!!problem);
    setShowGuestsError(guestsWrong(draft.guests));
    if (problem) {
      (problemField(problem) === 'checkIn' ? checkInRef : checkOutRef).current?.focus();
      return;
    }
    if (guestsWrong(draft.guests)) {
      guestsRef.current?.focus();
      return;
    }
    const next = new URLSearchParams(params);
    if (draft.checkIn && draft.checkOut) {
      next.set('checkIn', draft.checkIn);
      next.set('checkOut', draft.checkOut);
    }
    next.set('guests', String(draft.guests ?? 2));
    setParams(next, { replace: true });
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={`/hotels${params.toString() ? `?${params.toString()}` : ''}`} size="sm">
          {t('detail.backToHotels')}
        </Anchor>
        {h.contentLang !== lang ? (
          <Alert variant="light" color="gray">
            {t('detail.shownInEnglish')}
          </Alert>
        ) : null}
        <Stack gap={6}>
          <StarRow count={h.starRating} size={16} />
          <Title order={1}>{h.name}</Title>
          <Group gap="xs" wrap="wrap">
            <IconMapPin size={18} aria-hidden="true" />
            <Text c="dimmed">
              <AddressText parts={h.place} />
            </Text>
          </Group>
          <RatingBadge rating={h.averageRating} reviews={h.totalReviews} />
        </Stack>
        <PhotoGallery name={h.name} images={h.images.length ? h.images : [h.featuredImage].filter(Boolean)} />

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <Stack gap="xs" component="section" aria-labelledby="about-title">
                <Title order={2} size="h3" id="about-title">
                  {t('detail.about')}
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{h.description}</Text>
              </Stack>

              <Stack gap="md" component="section" aria-labelledby="rooms-title">
                <Title order={2} size="h3" id="rooms-title">
                  {t('rooms.title')}
                </Title>
                <Paper withBorder radius="lg" p="md">
                  <Stack gap="sm">
                    <Text fw={600}>{t('rooms.stay')}</Text>
                    <div className={stayRow.row}>
                      <StayDateFields
                        value={draft}
                        onChange={(stay) => setDraft((d) => ({ ...d, ...stay }))}
                        showErrors={showStayErrors}
                        checkInRef={checkInRef}
                        checkOutRef={checkOutRef}
                      />
                      <NumberInput
                        ref={guestsRef}
                        className={stayRow.guests}
                        label={t('filters.guests')}
                        min={MIN_GUESTS}
                        max={MAX_GUESTS}
                        clampBehavior="none"
                        allowDecimal={false}
                        error={
                          showGuestsError && guestsWrong(draft.guests) ? t('filters.guestsRange') : undefined
                        }
                        value={draft.guests ?? ''}
                        onChange={(v) =>
                          setDraft((d) => ({ ...d, guests: typeof v === 'number' ? v : undefined }))
                        }
                      />
                      <Button className={stayRow.action} onClick={applyStay}>
                        {t('rooms.update')}
                      </Button>
                    </div>
                    {!stay.checkIn ? (
                      <Text size="sm" c="dimmed">
                        {t('rooms.pickDates')}
                      </Text>
                    ) : null}
                  </Stack>
                </Paper>
                {h.roomTypes.map((room) => (
                  <RoomOffer
                    key={room._id}
                    hotelId={h._id}
                    room={room}
                    currency={h.currency}
                    stay={stay}
                    onChooseDates={() => checkInRef.current?.focus()}
                  />
                ))}
              </Stack>

              <ReviewsSection itemId={h._id} target="hotels" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="amenities-title">
                <Title order={2} size="h4" id="amenities-title" mb="sm">
                  {t('detail.amenities')}
                </Title>
                <Stack gap={6}>
                  {h.amenities.map((a) => (
                    <Group key={a} gap="xs" wrap="nowrap">
                      <IconCheck size={16} color="var(--mantine-color-uzungol-7)" aria-hidden="true" />
                      <Text size="sm">{t(`amenities.${a}`)}</Text>
                    </Group>
                  ))}
                </Stack>
              </Paper>
              <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="policies-title">
                <Title order={2} size="h4" id="policies-title" mb="sm">
                  {t('detail.policies')}
                </Title>
                <Stack gap="sm">
                  <Text size="sm">
                    {t('detail.checkInFrom', { time: h.checkInTime })}
                    <br />
                    {t('detail.checkOutUntil', { time: h.checkOutTime })}
                  </Text>
                  {h.cancellationPolicy ? (
                    <div>
                      <Text size="sm" fw={600}>
                        {t('detail.cancellation')}
                      </Text>
                      <Text size="sm">{h.cancellationPolicy}</Text>
                    </div>
                  ) : null}
                  <div>
                    <Text size="sm" fw={600}>
                      {t('detail.payment')}
                    </Text>
                    <Text size="sm">
                      {h.paymentOptions.map((p) => t(`detail.paymentOptions.${p}`)).join(' · ')}
                    </Text>
                  </div>
                  {h.rules ? (
                    <div>
                      <Text size="sm" fw={600}>
                        {t('detail.rules')}
                      </Text>
                      <Text size="sm">{h.rules}</Text>
                    </div>
                  ) : null}
                  {h.contact.phone ? (
                    <div>
                      <Text size="sm" fw={600}>
                        {t('detail.contact')}
                      </Text>
                      <Anchor href={`tel:${h.contact.phone.replace(/\s/g, '')}`} size="sm">
                        {/* Digits and spaces read left to right on an Arabic page too. */}
                        <bdi dir="ltr">{h.contact.phone}</bdi>
                      </Anchor>
                    </div>
                  ) : null}
                </Stack>
              </Paper>
              <HotelLocation hotel={h} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
