import type { BookingType } from '@app/shared/bookings/status';
import type { TFunction } from '../../../lib/use-translation';

/**
 * Each kind of booking in its own words (texts under `kinds.<type>` in adminBookings): a stay's hotel,
 * room and dates, a trip's package and departure, a table's restaurant, date and time and party.
 * A list of every kind (`type` undefined) reads in words that fit them all.
 */
export function listWords(t: TFunction<'adminBookings'>, type: BookingType | undefined) {
  const kind = type ?? 'any';
  return {
    /** What was booked: the column and the detail's label. */
    item: t(`kinds.${kind}.item`),
    /** When it takes place. */
    when: t(`kinds.${kind}.when`),
    /** Who comes: guests, travellers, the party. */
    party: t(`kinds.${kind}.party`),
    /** The date filters (on the day a booking starts). */
    from: t(`kinds.${kind}.from`),
    to: t(`kinds.${kind}.to`),
  };
}

/** One booking's words: its labels, how its people are counted, how it is paid and what cancelling frees. */
export function bookingWords(t: TFunction<'adminBookings'>, type: BookingType) {
  return {
    ...listWords(t, type),
    count: (count: number) => t(`kinds.${type}.count`, { count }),
    /** How it is paid when no card was taken. */
    unpaid: t(`kinds.${type}.unpaid`),
    cancelBody: t(`kinds.${type}.cancelBody`),
  };
}
