import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { ReactNode } from 'react';
import { type TFunction, useTranslation } from '../../../lib/use-translation';
import { BookingItemLines, daysWhen } from '../admin/booking-item';
import { wordsUnder } from '../admin/booking-kind-words';
import { BookingSummaryFrame, type SummaryRow } from '../components/booking-summary';
import { PriceBreakdown } from '../components/price-breakdown';
import type { BookingKind, BookingKindAdmin } from './booking-kind';

/** What was booked, as the booking carries it (its hotel, its package, its restaurant). */
export interface Booked {
  name: string;
  featuredImage?: string | null;
}

/** A kind's summary: what it shows besides the picture, the name, the payment and the requests. */
export interface KindSummary {
  /** The name as the summary shows it (a link, say); the plain name when absent. */
  title?: ReactNode;
  /** What it says under the name (an address, a phone). */
  details?: ReactNode;
  rows: readonly SummaryRow[];
  /** How it is paid when no card was taken. */
  unpaid: string;
  /** Its price, for a kind that takes money: its own words for the subtotal, discount and taxes, if any. */
  price?: { subtotalLabel?: string; discountLabel?: string; taxesLabel?: string };
}

/** What only the kind knows; `defineBookingKind` makes the rest of a `BookingKind` from it. */
export interface KindParts<B extends Booked>
  extends Omit<BookingKind, 'subject' | 'Summary' | 'ListLine' | 'admin'> {
  /** What was booked, out of the booking; its name and picture head every view of the booking. */
  booked: (booking: BookingDto) => B | null | undefined;
  /** Its summary (confirmation, the booking's page, a booking found by reference); null shows nothing. */
  summary: (booking: BookingDto, t: TFunction<'booking'>, lang: Language) => KindSummary | null;
  /** The line under its name in "My bookings": its dates and what or who. */
  listLine: (booking: BookingDto, t: TFunction<'booking'>, lang: Language) => ReactNode;
  admin: Omit<BookingKindAdmin, 'words' | 'Item' | 'when'> & {
    /** The dimmer line under its name in the admin's list and detail (a room, a departure, a table). */
    itemDetail: (booking: BookingDto, t: TFunction<'adminBookings'>, lang: Language) => ReactNode;
    /** When it takes place, in one line: its first to last day (`daysWhen`) when absent. */
    when?: BookingKindAdmin['when'];
  };
}

/**
 * A booking kind from its own parts: the summary frame, the list line, the admin's item, its words
 * (`kinds.<type>` in the adminBookings texts) and its subject are drawn the same way for every kind.
 */
export function defineBookingKind<B extends Booked>({
  booked,
  summary,
  listLine,
  admin: { itemDetail, when = (b, _t, lang) => daysWhen(b, lang), ...admin },
  ...rest
}: KindParts<B>): BookingKind {
  function Summary({ booking }: { booking: BookingDto }) {
    const { t, i18n } = useTranslation('booking');
    const parts = summary(booking, t, i18n.language as Language);
    if (!parts) return null;
    const subject = booked(booking);
    return (
      <BookingSummaryFrame
        booking={booking}
        image={subject?.featuredImage}
        title={parts.title ?? subject?.name}
        details={parts.details}
        rows={parts.rows}
        unpaid={parts.unpaid}
        price={parts.price ? <PriceBreakdown value={booking} {...parts.price} /> : undefined}
      />
    );
  }

  function ListLine({ booking }: { booking: BookingDto }) {
    const { t, i18n } = useTranslation('booking');
    return <>{listLine(booking, t, i18n.language as Language)}</>;
  }

  function Item({ booking, size }: { booking: BookingDto; size: 'sm' | 'md' }) {
    const { t, i18n } = useTranslation('adminBookings');
    return (
      <BookingItemLines
        name={booked(booking)?.name ?? ''}
        detail={itemDetail(booking, t, i18n.language as Language)}
        size={size}
      />
    );
  }

  return {
    ...rest,
    subject: (b) => ({ name: booked(b)?.name ?? '', image: booked(b)?.featuredImage }),
    Summary,
    ListLine,
    admin: { ...admin, words: (t) => wordsUnder(t, rest.type), Item, when },
  };
}
