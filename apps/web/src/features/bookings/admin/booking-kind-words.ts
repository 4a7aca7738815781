import type { BookingType } from '@app/shared/bookings/status';
import type { TFunction } from '../../../lib/use-translation';
import type { KindWords } from '../kinds/booking-kind';
import { bookingKind, isBookingKind } from '../kinds/registry';

/**
 * The list's words: the chosen kind's (its columns and date filters), or, for a list of every kind
 * (`type` undefined), words that fit them all.
 */
export function listWords(t: TFunction<'adminBookings'>, type: BookingType | undefined) {
  if (type) return bookingKind(type).admin.words(t);
  return {
    item: t('kinds.any.item'),
    when: t('kinds.any.when'),
    party: t('kinds.any.party'),
    from: t('kinds.any.from'),
    to: t('kinds.any.to'),
  };
}

/**
 * A kind's name in the admin's words ("Trabzon hotel"); a type no kind of this app answers to
 * (one the server has and the app not yet) by its code, so it is still shown.
 */
export function kindName(t: TFunction<'adminBookings'>, type: string): string {
  return isBookingKind(type) ? bookingKind(type).admin.words(t).label : type;
}

/** One booking's words, from its kind. */
export function bookingWords(t: TFunction<'adminBookings'>, type: BookingType): KindWords {
  return bookingKind(type).admin.words(t);
}

/**
 * A kind's words kept under `kinds.<type>` (and its name under `type.<type>`) in the adminBookings
 * texts: a kind's `admin.words` may read them from there.
 */
export function wordsUnder(t: TFunction<'adminBookings'>, type: BookingType): KindWords {
  return {
    label: t(`type.${type}`),
    item: t(`kinds.${type}.item`),
    when: t(`kinds.${type}.when`),
    party: t(`kinds.${type}.party`),
    from: t(`kinds.${type}.from`),
    to: t(`kinds.${type}.to`),
    count: (count: number) => t(`kinds.${type}.count`, { count }),
    unpaid: t(`kinds.${type}.unpaid`),
    cancelBody: t(`kinds.${type}.cancelBody`),
  };
}
