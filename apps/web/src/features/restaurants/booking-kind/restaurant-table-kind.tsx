import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AddressText } from '../../../components/catalog/address-text';
import { formatDate, formatTimeOfDay } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/use-translation';
import { daysWhen, defineBookingKind, type KindFilter, type KindSummary, TimeRange } from '../../bookings';
import { RestaurantPicker } from '../admin/components/restaurant-picker';

/** A table: the restaurant, the date, the time it is held, the party and where it stands; nothing paid. */
function tableSummary(booking: BookingDto, t: TFunction<'booking'>, lang: Language): KindSummary | null {
  const r = booking.restaurant;
  const sitting = booking.sitting;
  if (!r) return null;
  return {
    title: (
      <Anchor component={Link} to={`/restaurants/${encodeURIComponent(r.slug)}`} inherit>
        {r.name}
      </Anchor>
    ),
    details: (
      <>
        <Text size="sm" c="dimmed">
          <AddressText parts={r.address} />
        </Text>
        {r.phone ? (
          <Text size="sm" c="dimmed">
            <bdi dir="ltr">{r.phone}</bdi>
          </Text>
        ) : null}
      </>
    ),
    rows: [
      [t('restaurant.date'), formatDate(booking.checkIn, lang)],
      sitting
        ? [
            t('restaurant.time'),
            <TimeRange
              key="time"
              from={formatTimeOfDay(sitting.time, lang)}
              to={formatTimeOfDay(sitting.endTime, lang)}
            />,
          ]
        : null,
      [t('restaurant.partyLabel'), t('restaurant.party', { count: booking.guests })],
      sitting ? [t('restaurant.table'), t(`restaurants:reserve.tableAt.${sitting.table.location}`)] : null,
    ],
    unpaid: t('restaurant.nothingPaid'),
  };
}

function tableLine(b: BookingDto, t: TFunction<'booking'>, lang: Language) {
  return (
    <>
      {formatDate(b.checkIn, lang)} ·{' '}
      {b.sitting ? (
        <>
          <TimeRange
            from={formatTimeOfDay(b.sitting.time, lang)}
            to={formatTimeOfDay(b.sitting.endTime, lang)}
          />{' '}
          ·{' '}
        </>
      ) : null}
      {t('restaurant.party', { count: b.guests })}
      {b.sitting ? ` · ${t(`restaurants:reserve.tableAt.${b.sitting.table.location}`)}` : null}
    </>
  );
}

/** A restaurant's id or slug. */
const RESTAURANT = /^[\p{L}\p{N}-]{1,120}$/u;

/** The admin's list narrowed to one restaurant's table reservations (named by id or slug). */
const restaurantFilter: KindFilter = {
  param: 'restaurant',
  accepts: (value) => RESTAURANT.test(value),
  Field: function RestaurantFilter({ value, onChange }) {
    const { t } = useTranslation('adminBookings');
    return (
      <RestaurantPicker
        label={t('filters.restaurant')}
        all={t('filters.allRestaurants')}
        value={value}
        onChange={onChange}
      />
    );
  },
};

export const restaurantTableKind = defineBookingKind({
  type: 'restaurant',
  booked: (b) => b.restaurant,
  summary: tableSummary,
  listLine: tableLine,
  noPrice: (t) => t('restaurant.nothingPaid'),
  pendingNote: (t) => t('restaurant.pending'),
  cancelRule: (t) => t('restaurant.policy'),
  cancelBody: (t) => t('restaurant.cancelBody'),
  admin: {
    itemDetail: ({ sitting }, t) =>
      sitting
        ? t('item.table', {
            table: sitting.table.number,
            location: t(`restaurants:reserve.tableAt.${sitting.table.location}`),
          })
        : null,
    // A table's date and sitting.
    when: (b, t, lang) =>
      b.sitting
        ? t('item.sittingWhen', {
            date: formatDate(b.checkIn, lang),
            time: formatTimeOfDay(b.sitting.time, lang),
            endTime: formatTimeOfDay(b.sitting.endTime, lang),
          })
        : daysWhen(b, lang),
    filters: [restaurantFilter],
  },
});
