import type { Language } from '@app/shared/i18n/languages';
import type { KindMailWords } from '../bookings/booking-kind.ts';

/** The words of a hotel stay's mails, per language. */
export interface HotelStayWords extends KindMailWords {
  hotel: string;
  room: string;
  nights: string;
}

export const HOTEL_STAY_WORDS: Record<Language, HotelStayWords> = {
  en: {
    name: 'Hotel stay',
    intro: {
      pending:
        'Thank you for booking with Karadeniz Travel. We have received your booking for this hotel stay; it is not confirmed yet. Here are its details.',
      confirmed:
        'Thank you for booking with Karadeniz Travel. Your hotel stay is confirmed. Here are its details.',
      cancelled: 'Your booking for this hotel stay has been cancelled. Here is what was booked.',
    },
    pending:
      'You chose to pay at the hotel: your booking is pending until the hotel confirms it. We will email you.',
    calendar: {
      pending:
        'The attached calendar file adds your stay to your calendar, marked tentative until it is confirmed.',
      confirmed: 'The attached calendar file adds your stay to your calendar.',
      cancelled: 'The attached calendar file removes this stay from your calendar.',
    },
    price: {
      subtotal: 'Room price',
      discount: 'Promotion',
      payLater: 'Pay at the hotel',
    },
    hotel: 'Hotel',
    room: 'Room',
    nights: 'Nights',
  },
  tr: {
    name: 'Otel konaklaması',
    intro: {
      pending:
        'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Otel konaklaması rezervasyonunuzu aldık; henüz onaylanmadı. Ayrıntıları aşağıda.',
      confirmed:
        'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Otel konaklamanız onaylandı. Ayrıntıları aşağıda.',
      cancelled:
        'Otel konaklaması rezervasyonunuz iptal edildi. İptal edilen rezervasyonun ayrıntıları aşağıda.',
    },
    pending:
      'Otelde ödemeyi seçtiniz: rezervasyonunuz otel onaylayana kadar beklemededir. Size e-posta ile bilgi vereceğiz.',
    calendar: {
      pending:
        'Ekteki takvim dosyası konaklamanızı takviminize ekler; onaylanana kadar kesinleşmemiş olarak görünür.',
      confirmed: 'Ekteki takvim dosyası konaklamanızı takviminize ekler.',
      cancelled: 'Ekteki takvim dosyası bu konaklamayı takviminizden kaldırır.',
    },
    price: {
      subtotal: 'Oda ücreti',
      discount: 'Promosyon',
      payLater: 'Otelde ödeme',
    },
    hotel: 'Otel',
    room: 'Oda',
    nights: 'Gece',
  },
  ar: {
    name: 'إقامة فندقية',
    intro: {
      pending:
        'شكرًا لحجزك مع Karadeniz Travel. استلمنا حجز إقامتك الفندقية ولم يتم تأكيده بعد. إليك تفاصيله.',
      confirmed: 'شكرًا لحجزك مع Karadeniz Travel. تم تأكيد إقامتك الفندقية. إليك تفاصيلها.',
      cancelled: 'تم إلغاء حجز إقامتك الفندقية. إليك تفاصيل الحجز الملغى.',
    },
    pending: 'اخترت الدفع في الفندق: حجزك قيد الانتظار حتى يؤكده الفندق. سنراسلك بالبريد الإلكتروني.',
    calendar: {
      pending: 'يضيف ملف التقويم المرفق إقامتك إلى تقويمك، وتظهر فيه مبدئية حتى يتم تأكيدها.',
      confirmed: 'يضيف ملف التقويم المرفق إقامتك إلى تقويمك.',
      cancelled: 'يزيل ملف التقويم المرفق هذه الإقامة من تقويمك.',
    },
    price: {
      subtotal: 'سعر الغرفة',
      discount: 'العرض الترويجي',
      payLater: 'الدفع في الفندق',
    },
    hotel: 'الفندق',
    room: 'الغرفة',
    nights: 'الليالي',
  },
};
