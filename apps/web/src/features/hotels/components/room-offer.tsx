import type { RoomTypeDto } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Alert, Badge, Button, Card, Grid, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFlame, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { leadsTo } from '../../../islands/spec';
import { formatDate, formatList, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { type StayQuery, useAvailability } from '../api/hotels-api';

interface Props {
  hotelId: string;
  room: RoomTypeDto;
  currency: string;
  stay: StayQuery;
  onChooseDates: () => void;
}

/** A room type with its live price and rooms left for the chosen stay, and Book. */
export function RoomOffer({ hotelId, room, currency, stay, onChooseDates }: Props) {
  const { t, i18n } = useTranslation('hotels');
  const lang = i18n.language as Language;
  const availability = useAvailability(hotelId, room._id, stay);
  const quote = availability.data;
  const nights = quote?.nights.length ?? 0;
  const bookHref = `/booking?${new URLSearchParams({
    hotelId,
    roomTypeId: room._id,
    checkIn: stay.checkIn ?? '',
    checkOut: stay.checkOut ?? '',
    guests: String(stay.guests ?? 1),
  }).toString()}`;
  const dates = (list: string[]) =>
    formatList(
      list.map((d) => formatDate(d, lang)),
      lang,
    );

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={`room-${room._id}`}>
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Image
            src={room.images[0] ?? null}
            alt=""
            radius="md"
            h={150}
            fit="cover"
            width={400}
            height={300}
            loading="lazy"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="xs" h="100%">
            {/* A long room name pushes "Sleeps 2" under it, never into two lines beside it. */}
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Title order={3} size="h4" id={`room-${room._id}`}>
                {room.name}
              </Title>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }} mt={4}>
                <IconUsers size={16} aria-hidden="true" />
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('rooms.sleeps', { count: room.maxOccupancy })}
                </Text>
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {room.features.map((f) => t(`roomFeatures.${f}`)).join(' · ')}
            </Text>
            <Group justify="space-between" align="flex-end" mt="auto" wrap="wrap" gap="sm">
              <div aria-live="polite">
                {!stay.checkIn || !stay.checkOut ? (
                  <Text fw={700} size="lg">
                    <bdi>
                      {t('rooms.defaultPrice', { price: formatMoney(room.pricePerNight, currency, lang) })}
                    </bdi>
                  </Text>
                ) : availability.isPending ? (
                  <Group gap="xs">
                    <Loader size="xs" />
                    <Text size="sm">{t('rooms.checking')}</Text>
                  </Group>
                ) : availability.isError ? (
                  <Text size="sm" c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))">
                    {t('rooms.checkFailed')}
                  </Text>
                ) : quote?.available ? (
                  <Stack gap={2}>
                    {quote.discount > 0 ? (
                      <Badge color="tea" variant="light">
                        {t('rooms.promotion', { amount: formatMoney(quote.discount, quote.currency, lang) })}
                      </Badge>
                    ) : null}
                    <Text fw={700} size="xl">
                      <bdi>
                        {t('rooms.total', {
                          count: nights,
                          price: formatMoney(quote.total, quote.currency, lang),
                        })}
                      </bdi>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('rooms.average', {
                        price: formatMoney(
                          Math.round(quote.total / Math.max(1, nights)),
                          quote.currency,
                          lang,
                        ),
                      })}{' '}
                      · {t('rooms.beforeTaxes')}
                    </Text>
                    {quote.roomsLeft <= 3 ? (
                      <Group gap={4} wrap="nowrap">
                        <IconFlame size={16} color="var(--mantine-color-orange-6)" aria-hidden="true" />
                        <Text size="sm" fw={700}>
                          {t('rooms.roomsLeft', { count: quote.roomsLeft })}
                        </Text>
                      </Group>
                    ) : null}
                  </Stack>
                ) : quote ? (
                  <Alert color="orange" variant="light" p="xs">
                    {t(`rooms.reasons.${quote.reason ?? 'invalid_dates'}`, {
                      dates: dates(quote.unavailableDates),
                      guests: stay.guests ?? 1,
                    })}
                  </Alert>
                ) : null}
              </div>
              {!stay.checkIn || !stay.checkOut ? (
                <Button variant="light" onClick={onChooseDates}>
                  {t('rooms.chooseDates')}
                </Button>
              ) : quote?.available ? (
                <Button
                  component={Link}
                  to={bookHref}
                  {...leadsTo('checkout')}
                  aria-label={`${t('rooms.book')}: ${room.name}`}
                >
                  {t('rooms.book')}
                </Button>
              ) : (
                <Button disabled>{t('rooms.book')}</Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
