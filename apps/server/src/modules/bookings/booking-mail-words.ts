import type { Language } from '@app/shared/i18n/languages';
import type { InviteStatus } from './calendar-invite.ts';

/** The words every booking mail shares, per language; a kind brings its own (BookingKind.mail.words). */
export interface CoreMailWords {
  /** What happened to the booking, first in the subject. */
  headline: Record<InviteStatus, string>;
  hello: string;
  reference: string;
  dates: string;
  date: string;
  guests: string;
  taxes: (rate: number) => string;
  total: string;
  payment: string;
  card: string;
  freeCancel: string;
  freeCancelEnded: string;
  cancelledOn: string;
  view: string;
}

export const BOOKING_MAIL_WORDS: Record<Language, CoreMailWords> = {
  en: {
    headline: {
      pending: 'Booking received, awaiting confirmation',
      confirmed: 'Booking confirmed',
      cancelled: 'Booking cancelled',
    },
    hello: 'Hello',
    reference: 'Booking reference',
    dates: 'Dates',
    date: 'Date',
    guests: 'Guests',
    taxes: (rate) => `Taxes and fees (${rate}%)`,
    total: 'Total',
    payment: 'Payment',
    card: 'Card',
    freeCancel: 'Free cancellation until',
    freeCancelEnded: 'Free cancellation ended (it cannot be cancelled free of charge)',
    cancelledOn: 'Cancelled on',
    view: 'See your booking',
  },
  tr: {
    headline: {
      pending: 'Rezervasyon alındı, onay bekleniyor',
      confirmed: 'Rezervasyon onaylandı',
      cancelled: 'Rezervasyon iptal edildi',
    },
    hello: 'Merhaba',
    reference: 'Rezervasyon numarası',
    dates: 'Tarihler',
    date: 'Tarih',
    guests: 'Misafir',
    taxes: (rate) => `Vergiler ve harçlar (%${rate})`,
    total: 'Toplam',
    payment: 'Ödeme',
    card: 'Kart',
    freeCancel: 'Ücretsiz iptal son tarihi',
    freeCancelEnded: 'Ücretsiz iptal sona erdi (ücretsiz iptal edilemez)',
    cancelledOn: 'İptal tarihi',
    view: 'Rezervasyonunuzu görüntüleyin',
  },
  ar: {
    headline: {
      pending: 'تم استلام الحجز وهو بانتظار التأكيد',
      confirmed: 'تم تأكيد الحجز',
      cancelled: 'تم إلغاء الحجز',
    },
    hello: 'مرحبًا',
    reference: 'رقم الحجز',
    dates: 'التواريخ',
    date: 'التاريخ',
    guests: 'الضيوف',
    taxes: (rate) => `الضرائب والرسوم (${rate}٪)`,
    total: 'الإجمالي',
    payment: 'الدفع',
    card: 'البطاقة',
    freeCancel: 'الإلغاء المجاني حتى',
    freeCancelEnded: 'انتهى الإلغاء المجاني (لا يمكن إلغاؤه مجانًا)',
    cancelledOn: 'تاريخ الإلغاء',
    view: 'عرض حجزك',
  },
};
