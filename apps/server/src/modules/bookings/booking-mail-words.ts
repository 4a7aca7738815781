import type { BookingType } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import type { TableLocation } from '@app/shared/restaurants/catalog';
import type { InviteStatus } from './calendar-invite.ts';

type ByKind = Record<BookingType, string>;
/** What is paid for: a restaurant table is only reserved. */
type ByPaidKind = Record<Exclude<BookingType, 'restaurant'>, string>;
type ByStatusAndKind = Record<InviteStatus, ByKind>;

/** The words of the booking mails, per language; `kind` says what was booked (a hotel stay, a tour). */
export interface BookingMailWords {
  /** What was booked: the mail's subject and the calendar event name start with it. */
  kind: ByKind;
  /** What happened to the booking, first in the subject. */
  headline: Record<InviteStatus, string>;
  intro: ByStatusAndKind;
  /** Why a pending booking is pending (payment at the hotel or on the tour's first day, a large party). */
  pending: ByKind;
  calendar: ByStatusAndKind;
  hello: string;
  reference: string;
  hotel: string;
  room: string;
  trip: string;
  dates: string;
  nights: string;
  days: string;
  guests: string;
  travellers: string;
  restaurant: string;
  date: string;
  time: string;
  table: string;
  tableLocation: Record<TableLocation, string>;
  /** A table is reserved, nothing paid now. */
  noPayment: string;
  subtotal: ByPaidKind;
  discount: ByPaidKind;
  taxes: (rate: number) => string;
  total: string;
  payment: string;
  card: string;
  payLater: ByPaidKind;
  freeCancel: string;
  freeCancelEnded: string;
  cancelledOn: string;
  view: string;
}

export const BOOKING_MAIL_WORDS: Record<Language, BookingMailWords> = {
  en: {
    kind: { hotel: 'Hotel stay', package: 'Tour package', restaurant: 'Table reservation' },
    headline: {
      pending: 'Booking received, awaiting confirmation',
      confirmed: 'Booking confirmed',
      cancelled: 'Booking cancelled',
    },
    intro: {
      pending: {
        hotel:
          'Thank you for booking with Karadeniz Travel. We have received your booking for this hotel stay; it is not confirmed yet. Here are its details.',
        package:
          'Thank you for booking with Karadeniz Travel. We have received your booking for this tour package; it is not confirmed yet. Here are its details.',
        restaurant:
          'Thank you for reserving with Karadeniz Travel. We have received your table reservation; the restaurant confirms tables for larger parties itself. Here are its details.',
      },
      confirmed: {
        hotel:
          'Thank you for booking with Karadeniz Travel. Your hotel stay is confirmed. Here are its details.',
        package:
          'Thank you for booking with Karadeniz Travel. Your tour package is confirmed. Here are its details.',
        restaurant:
          'Thank you for reserving with Karadeniz Travel. Your table is reserved. Here are the details.',
      },
      cancelled: {
        hotel: 'Your booking for this hotel stay has been cancelled. Here is what was booked.',
        package: 'Your booking for this tour package has been cancelled. Here is what was booked.',
        restaurant: 'Your table reservation has been cancelled. Here is what was reserved.',
      },
    },
    pending: {
      hotel:
        'You chose to pay at the hotel: your booking is pending until the hotel confirms it. We will email you.',
      package:
        'You chose to pay on the first day of the tour: your booking is pending until we confirm it. We will email you.',
      restaurant:
        'Your party is larger than the restaurant confirms at once: your reservation is pending until the restaurant confirms it. We will email you.',
    },
    calendar: {
      pending: {
        hotel:
          'The attached calendar file adds your stay to your calendar, marked tentative until it is confirmed.',
        package:
          'The attached calendar file adds your tour to your calendar, marked tentative until it is confirmed.',
        restaurant:
          'The attached calendar file adds your meal to your calendar, marked tentative until it is confirmed.',
      },
      confirmed: {
        hotel: 'The attached calendar file adds your stay to your calendar.',
        package: 'The attached calendar file adds your tour to your calendar.',
        restaurant: 'The attached calendar file adds your meal to your calendar.',
      },
      cancelled: {
        hotel: 'The attached calendar file removes this stay from your calendar.',
        package: 'The attached calendar file removes this tour from your calendar.',
        restaurant: 'The attached calendar file removes this meal from your calendar.',
      },
    },
    hello: 'Hello',
    reference: 'Booking reference',
    hotel: 'Hotel',
    room: 'Room',
    trip: 'Tour package',
    dates: 'Dates',
    nights: 'Nights',
    days: 'Days',
    guests: 'Guests',
    travellers: 'Travellers',
    restaurant: 'Restaurant',
    date: 'Date',
    time: 'Time',
    table: 'Table',
    tableLocation: { inside: 'inside', terrace: 'terrace', window: 'by the window', garden: 'garden' },
    noPayment: 'Nothing to pay now: you pay at the restaurant',
    subtotal: { hotel: 'Room price', package: 'Package price' },
    discount: { hotel: 'Promotion', package: 'Deal' },
    taxes: (rate) => `Taxes and fees (${rate}%)`,
    total: 'Total',
    payment: 'Payment',
    card: 'Card',
    payLater: { hotel: 'Pay at the hotel', package: 'Pay on the first day' },
    freeCancel: 'Free cancellation until',
    freeCancelEnded: 'Free cancellation ended (it cannot be cancelled free of charge)',
    cancelledOn: 'Cancelled on',
    view: 'See your booking',
  },
  tr: {
    kind: { hotel: 'Otel konaklaması', package: 'Tur paketi', restaurant: 'Masa rezervasyonu' },
    headline: {
      pending: 'Rezervasyon alındı, onay bekleniyor',
      confirmed: 'Rezervasyon onaylandı',
      cancelled: 'Rezervasyon iptal edildi',
    },
    intro: {
      pending: {
        hotel:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Otel konaklaması rezervasyonunuzu aldık; henüz onaylanmadı. Ayrıntıları aşağıda.',
        package:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Tur paketi rezervasyonunuzu aldık; henüz onaylanmadı. Ayrıntıları aşağıda.',
        restaurant:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Masa rezervasyonunuzu aldık; kalabalık grupların masasını restoran kendisi onaylar. Ayrıntıları aşağıda.',
      },
      confirmed: {
        hotel:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Otel konaklamanız onaylandı. Ayrıntıları aşağıda.',
        package:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Tur paketi rezervasyonunuz onaylandı. Ayrıntıları aşağıda.',
        restaurant:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Masanız ayrıldı. Ayrıntıları aşağıda.',
      },
      cancelled: {
        hotel:
          'Otel konaklaması rezervasyonunuz iptal edildi. İptal edilen rezervasyonun ayrıntıları aşağıda.',
        package: 'Tur paketi rezervasyonunuz iptal edildi. İptal edilen rezervasyonun ayrıntıları aşağıda.',
        restaurant: 'Masa rezervasyonunuz iptal edildi. İptal edilen rezervasyonun ayrıntıları aşağıda.',
      },
    },
    pending: {
      hotel:
        'Otelde ödemeyi seçtiniz: rezervasyonunuz otel onaylayana kadar beklemededir. Size e-posta ile bilgi vereceğiz.',
      package:
        'Turun ilk günü ödemeyi seçtiniz: rezervasyonunuz biz onaylayana kadar beklemededir. Size e-posta ile bilgi vereceğiz.',
      restaurant:
        'Grubunuz restoranın anında onayladığı sayıdan kalabalık: rezervasyonunuz restoran onaylayana kadar beklemededir. Size e-posta ile bilgi vereceğiz.',
    },
    calendar: {
      pending: {
        hotel:
          'Ekteki takvim dosyası konaklamanızı takviminize ekler; onaylanana kadar kesinleşmemiş olarak görünür.',
        package:
          'Ekteki takvim dosyası turunuzu takviminize ekler; onaylanana kadar kesinleşmemiş olarak görünür.',
        restaurant:
          'Ekteki takvim dosyası yemeğinizi takviminize ekler; onaylanana kadar kesinleşmemiş olarak görünür.',
      },
      confirmed: {
        hotel: 'Ekteki takvim dosyası konaklamanızı takviminize ekler.',
        package: 'Ekteki takvim dosyası turunuzu takviminize ekler.',
        restaurant: 'Ekteki takvim dosyası yemeğinizi takviminize ekler.',
      },
      cancelled: {
        hotel: 'Ekteki takvim dosyası bu konaklamayı takviminizden kaldırır.',
        package: 'Ekteki takvim dosyası bu turu takviminizden kaldırır.',
        restaurant: 'Ekteki takvim dosyası bu yemeği takviminizden kaldırır.',
      },
    },
    hello: 'Merhaba',
    reference: 'Rezervasyon numarası',
    hotel: 'Otel',
    room: 'Oda',
    trip: 'Tur paketi',
    dates: 'Tarihler',
    nights: 'Gece',
    days: 'Gün',
    guests: 'Misafir',
    travellers: 'Yolcu',
    restaurant: 'Restoran',
    date: 'Tarih',
    time: 'Saat',
    table: 'Masa',
    tableLocation: { inside: 'iç salon', terrace: 'teras', window: 'pencere kenarı', garden: 'bahçe' },
    noPayment: 'Şimdi ödeme yok: ödemeyi restoranda yaparsınız',
    subtotal: { hotel: 'Oda ücreti', package: 'Paket ücreti' },
    discount: { hotel: 'Promosyon', package: 'Fırsat indirimi' },
    taxes: (rate) => `Vergiler ve harçlar (%${rate})`,
    total: 'Toplam',
    payment: 'Ödeme',
    card: 'Kart',
    payLater: { hotel: 'Otelde ödeme', package: 'İlk gün ödeme' },
    freeCancel: 'Ücretsiz iptal son tarihi',
    freeCancelEnded: 'Ücretsiz iptal sona erdi (ücretsiz iptal edilemez)',
    cancelledOn: 'İptal tarihi',
    view: 'Rezervasyonunuzu görüntüleyin',
  },
  ar: {
    kind: { hotel: 'إقامة فندقية', package: 'باقة سياحية', restaurant: 'حجز طاولة' },
    headline: {
      pending: 'تم استلام الحجز وهو بانتظار التأكيد',
      confirmed: 'تم تأكيد الحجز',
      cancelled: 'تم إلغاء الحجز',
    },
    intro: {
      pending: {
        hotel:
          'شكرًا لحجزك مع Karadeniz Travel. استلمنا حجز إقامتك الفندقية ولم يتم تأكيده بعد. إليك تفاصيله.',
        package:
          'شكرًا لحجزك مع Karadeniz Travel. استلمنا حجز باقتك السياحية ولم يتم تأكيده بعد. إليك تفاصيله.',
        restaurant:
          'شكرًا لحجزك مع Karadeniz Travel. استلمنا حجز طاولتك، ويؤكد المطعم بنفسه طاولات المجموعات الكبيرة. إليك تفاصيله.',
      },
      confirmed: {
        hotel: 'شكرًا لحجزك مع Karadeniz Travel. تم تأكيد إقامتك الفندقية. إليك تفاصيلها.',
        package: 'شكرًا لحجزك مع Karadeniz Travel. تم تأكيد باقتك السياحية. إليك تفاصيلها.',
        restaurant: 'شكرًا لحجزك مع Karadeniz Travel. تم حجز طاولتك. إليك التفاصيل.',
      },
      cancelled: {
        hotel: 'تم إلغاء حجز إقامتك الفندقية. إليك تفاصيل الحجز الملغى.',
        package: 'تم إلغاء حجز باقتك السياحية. إليك تفاصيل الحجز الملغى.',
        restaurant: 'تم إلغاء حجز طاولتك. إليك تفاصيل الحجز الملغى.',
      },
    },
    pending: {
      hotel: 'اخترت الدفع في الفندق: حجزك قيد الانتظار حتى يؤكده الفندق. سنراسلك بالبريد الإلكتروني.',
      package:
        'اخترت الدفع في اليوم الأول من الجولة: حجزك قيد الانتظار حتى نؤكده. سنراسلك بالبريد الإلكتروني.',
      restaurant:
        'عدد أفراد مجموعتك أكبر مما يؤكده المطعم فورًا: حجزك قيد الانتظار حتى يؤكده المطعم. سنراسلك بالبريد الإلكتروني.',
    },
    calendar: {
      pending: {
        hotel: 'يضيف ملف التقويم المرفق إقامتك إلى تقويمك، وتظهر فيه مبدئية حتى يتم تأكيدها.',
        package: 'يضيف ملف التقويم المرفق رحلتك إلى تقويمك، وتظهر فيه مبدئية حتى يتم تأكيدها.',
        restaurant: 'يضيف ملف التقويم المرفق وجبتك إلى تقويمك، وتظهر فيه مبدئية حتى يتم تأكيدها.',
      },
      confirmed: {
        hotel: 'يضيف ملف التقويم المرفق إقامتك إلى تقويمك.',
        package: 'يضيف ملف التقويم المرفق رحلتك إلى تقويمك.',
        restaurant: 'يضيف ملف التقويم المرفق وجبتك إلى تقويمك.',
      },
      cancelled: {
        hotel: 'يزيل ملف التقويم المرفق هذه الإقامة من تقويمك.',
        package: 'يزيل ملف التقويم المرفق هذه الرحلة من تقويمك.',
        restaurant: 'يزيل ملف التقويم المرفق هذه الوجبة من تقويمك.',
      },
    },
    hello: 'مرحبًا',
    reference: 'رقم الحجز',
    hotel: 'الفندق',
    room: 'الغرفة',
    trip: 'الباقة السياحية',
    dates: 'التواريخ',
    nights: 'الليالي',
    days: 'الأيام',
    guests: 'الضيوف',
    travellers: 'المسافرون',
    restaurant: 'المطعم',
    date: 'التاريخ',
    time: 'الوقت',
    table: 'الطاولة',
    tableLocation: { inside: 'في الداخل', terrace: 'الشرفة', window: 'بجانب النافذة', garden: 'الحديقة' },
    noPayment: 'لا شيء للدفع الآن: تدفع في المطعم',
    subtotal: { hotel: 'سعر الغرفة', package: 'سعر الباقة' },
    discount: { hotel: 'العرض الترويجي', package: 'خصم العرض' },
    taxes: (rate) => `الضرائب والرسوم (${rate}٪)`,
    total: 'الإجمالي',
    payment: 'الدفع',
    card: 'البطاقة',
    payLater: { hotel: 'الدفع في الفندق', package: 'الدفع في اليوم الأول' },
    freeCancel: 'الإلغاء المجاني حتى',
    freeCancelEnded: 'انتهى الإلغاء المجاني (لا يمكن إلغاؤه مجانًا)',
    cancelledOn: 'تاريخ الإلغاء',
    view: 'عرض حجزك',
  },
};
