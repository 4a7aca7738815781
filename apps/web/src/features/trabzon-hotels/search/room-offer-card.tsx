import type { HotelRoomOfferDto } from '@app/shared/travel/responses';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconCalendarX, IconCircleCheck, IconToolsKitchen2, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { leadsTo } from '../../../islands/spec';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { stillFree } from '../utils/cancellation';
import { useProviderWords } from '../utils/provider-words';
import type { StaySearch } from '../utils/stay-search';
import classes from './trabzon-hotels.module.css';

/** A provider's room has its guests; one built from the hotel's best rate does not (spec: "Sleeps 2 guests"). */
export const DEFAULT_SLEEPS = 2;

/** The shared checkout of one offer of a hotel for the stay (the provider hotel kind's address). */
export function checkoutHref(hotelId: string, offerId: string, stay: StaySearch): string {
  const params = new URLSearchParams({
    type: 'provider_hotel',
    hotelId,
    offerId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: String(stay.guests),
  });
  return `/booking?${params.toString()}`;
}

/**
 * One room offered for the stay: its room (a room built from the hotel's best rate says the hotel
 * confirms it), beds, how many it sleeps, board, cancellation, the price per night and the total
 * for the nights as the server computed them, and Book Now (or why it cannot be booked).
 */
export function RoomOfferCard({
  offer,
  hotelId,
  stay,
  bookable,
}: {
  offer: HotelRoomOfferDto;
  hotelId: string;
  stay: StaySearch;
  bookable: boolean;
}) {
  const { t } = useTranslation('trabzonHotels');
  const lang = currentLanguage();
  const timeZone = useAgencyTimeZone();
  const words = useProviderWords();
  const room = words.room(offer.category);
  const id = `room-offer-${offer.id.replace(/[^\w-]/g, '_')}`;
  const money = (minor: number) => formatMoney(minor, offer.currency, lang);
  // A deadline already past (a stay starting within the rate's notice) cancels free no more.
  const freeUntil = stillFree(offer.refundableUntil);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={id}>
      <div className={classes.offer}>
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5" id={id}>
              {room}
            </Title>
            {offer.kind === 'fallback' ? (
              <Badge variant="light" color="tea" title={t('offers.fallbackRoomHint')}>
                {t('offers.fallbackRoom')}
              </Badge>
            ) : null}
          </Group>
          {offer.description ? (
            <Text
              size="sm"
              c="dimmed"
              lineClamp={3}
              // The provider's words, often in English: marked when they are not in the page's language.
              {...(offer.descriptionLang && offer.descriptionLang !== lang
                ? { lang: offer.descriptionLang, dir: 'auto' }
                : {})}
            >
              {offer.description}
            </Text>
          ) : null}
          <List size="sm" spacing={4} center>
            {offer.beds != null ? (
              <List.Item icon={<IconBed size={16} aria-hidden="true" />}>
                {[t('offers.beds', { count: offer.beds }), offer.bedType ? words.bed(offer.bedType) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </List.Item>
            ) : null}
            <List.Item icon={<IconUsers size={16} aria-hidden="true" />}>
              {t('offers.sleeps', { count: offer.sleeps ?? DEFAULT_SLEEPS })}
            </List.Item>
            {offer.boardType ? (
              <List.Item icon={<IconToolsKitchen2 size={16} aria-hidden="true" />}>
                {words.board(offer.boardType)}
              </List.Item>
            ) : null}
            {freeUntil ? (
              <List.Item
                icon={<IconCircleCheck size={16} color="var(--mantine-color-uzungol-7)" aria-hidden="true" />}
              >
                {t('offers.freeCancel', { date: formatDateTime(freeUntil, lang, timeZone) })}
              </List.Item>
            ) : (
              <List.Item icon={<IconCalendarX size={16} aria-hidden="true" />}>
                {t('offers.nonRefundable')}
              </List.Item>
            )}
          </List>
        </Stack>
        <Stack gap={4} className={classes.offerPrice}>
          <Text fw={700} fz={22} lh={1.1} className={classes.price}>
            <bdi>{money(offer.pricePerNight)}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {t('offers.perNight')}
          </Text>
          <Text size="sm" className={classes.price}>
            {t('offers.total', { amount: `\u2068${money(offer.total)}\u2069`, count: offer.nights })}
          </Text>
          {bookable ? (
            <Button
              component={Link}
              to={checkoutHref(hotelId, offer.id, stay)}
              {...leadsTo('checkout')}
              mt="xs"
              aria-label={t('offers.bookLabel', { room })}
            >
              {t('offers.book')}
            </Button>
          ) : (
            <>
              <Button mt="xs" disabled aria-describedby={`${id}-why`}>
                {t('offers.book')}
              </Button>
              <Text size="xs" c="dimmed" id={`${id}-why`}>
                {t('offers.notBookable')}
              </Text>
            </>
          )}
        </Stack>
      </div>
    </Paper>
  );
}
