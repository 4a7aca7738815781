import type { Language } from '@app/shared/i18n/languages';
import type { KindMailWords } from '../bookings/booking-kind.ts';

/** The words of a Trabzon hotel booking's mails. */
export interface ProviderHotelWords extends KindMailWords {
  hotel: string;
  room: string;
  nights: string;
  confirmation: string;
  /** Room categories of the provider, by code; others are written as the provider gives them. */
  rooms: Record<string, string>;
  fallbackRoom: string;
}

/** The words of a flight booking's mails. */
export interface FlightWords extends KindMailWords {
  confirmation: string;
  recordLocator: string;
  outbound: string;
  inbound: string;
  travelers: string;
  cabin: string;
  /** `{days}` later, beside an arrival on a later day. */
  nextDay: string;
}

export const PROVIDER_HOTEL_WORDS: Record<Language, ProviderHotelWords> = {
  en: {
    name: 'Hotel stay',
    intro: {
      pending: 'Thank you: we have your booking request and are confirming it with the hotel.',
      confirmed: 'Your stay is confirmed by the hotel.',
      cancelled: 'Your booking has been cancelled.',
    },
    pending:
      'We confirm every stay with the hotel itself and write to you as soon as it answers, usually within a few hours.',
    calendar: {
      pending: 'The attached calendar file holds the dates of your stay, not yet confirmed by the hotel.',
      confirmed: 'Add your stay to your calendar with the attached file.',
      cancelled: 'The attached file removes the stay from your calendar.',
    },
    price: { subtotal: 'Room price', discount: 'Discount', payLater: 'You pay at the hotel' },
    hotel: 'Hotel',
    room: 'Room',
    nights: 'Nights',
    confirmation: 'Confirmation number',
    rooms: {
      STANDARD_ROOM: 'Standard room',
      SUPERIOR_ROOM: 'Superior room',
      DELUXE_ROOM: 'Deluxe room',
      SUITE: 'Suite',
      FAMILY_ROOM: 'Family room',
    },
    fallbackRoom: 'to be confirmed by the hotel',
  },
  tr: {
    name: 'Otel konaklaması',
    intro: {
      pending: 'Teşekkürler: rezervasyon talebinizi aldık ve otelle teyit ediyoruz.',
      confirmed: 'Konaklamanız otel tarafından onaylandı.',
      cancelled: 'Rezervasyonunuz iptal edildi.',
    },
    pending:
      'Her konaklamayı otelin kendisiyle teyit ediyor, otel yanıt verir vermez size yazıyoruz; bu genellikle birkaç saat sürer.',
    calendar: {
      pending: 'Ekteki takvim dosyası, otelin henüz onaylamadığı konaklama tarihlerinizi içerir.',
      confirmed: 'Ekteki dosyayla konaklamanızı takviminize ekleyin.',
      cancelled: 'Ekteki dosya konaklamayı takviminizden kaldırır.',
    },
    price: { subtotal: 'Oda fiyatı', discount: 'İndirim', payLater: 'Ödemeyi otelde yaparsınız' },
    hotel: 'Otel',
    room: 'Oda',
    nights: 'Gece',
    confirmation: 'Onay numarası',
    rooms: {
      STANDARD_ROOM: 'Standart oda',
      SUPERIOR_ROOM: 'Superior oda',
      DELUXE_ROOM: 'Deluxe oda',
      SUITE: 'Süit',
      FAMILY_ROOM: 'Aile odası',
    },
    fallbackRoom: 'otel tarafından teyit edilecek',
  },
  ar: {
    name: 'إقامة فندقية',
    intro: {
      pending: 'شكرًا لك: تلقينا طلب حجزك ونؤكده الآن مع الفندق.',
      confirmed: 'أكّد الفندق إقامتك.',
      cancelled: 'تم إلغاء حجزك.',
    },
    pending: 'نؤكد كل إقامة مع الفندق نفسه ونراسلك فور رده، وعادةً خلال ساعات قليلة.',
    calendar: {
      pending: 'يحتوي ملف التقويم المرفق على تواريخ إقامتك التي لم يؤكدها الفندق بعد.',
      confirmed: 'أضف إقامتك إلى تقويمك بالملف المرفق.',
      cancelled: 'يزيل الملف المرفق الإقامة من تقويمك.',
    },
    price: { subtotal: 'سعر الغرفة', discount: 'الخصم', payLater: 'تدفع في الفندق' },
    hotel: 'الفندق',
    room: 'الغرفة',
    nights: 'الليالي',
    confirmation: 'رقم التأكيد',
    rooms: {
      STANDARD_ROOM: 'غرفة قياسية',
      SUPERIOR_ROOM: 'غرفة سوبيريور',
      DELUXE_ROOM: 'غرفة ديلوكس',
      SUITE: 'جناح',
      FAMILY_ROOM: 'غرفة عائلية',
    },
    fallbackRoom: 'يؤكدها الفندق',
  },
};

export const FLIGHT_WORDS: Record<Language, FlightWords> = {
  en: {
    name: 'Flight',
    intro: {
      pending: 'Thank you: your flight is booked and is being ticketed.',
      confirmed: 'Your flight is booked.',
      cancelled: 'Your flight booking has been cancelled.',
    },
    pending: 'The airline is issuing your tickets; we write to you when they are issued.',
    calendar: {
      pending: 'Add your flights to your calendar with the attached file.',
      confirmed: 'Add your flights to your calendar with the attached file.',
      cancelled: 'The attached file removes the flights from your calendar.',
    },
    price: { subtotal: 'Fare', discount: 'Discount', payLater: 'Paid by card' },
    confirmation: 'Confirmation number',
    recordLocator: 'Airline reference',
    outbound: 'Outbound',
    inbound: 'Return',
    travelers: 'Passengers',
    cabin: 'Cabin',
    nextDay: '+{days}',
  },
  tr: {
    name: 'Uçuş',
    intro: {
      pending: 'Teşekkürler: uçuşunuz ayrıldı, biletleriniz düzenleniyor.',
      confirmed: 'Uçuşunuz ayrıldı.',
      cancelled: 'Uçuş rezervasyonunuz iptal edildi.',
    },
    pending: 'Havayolu biletlerinizi düzenliyor; düzenlendiğinde size yazacağız.',
    calendar: {
      pending: 'Ekteki dosyayla uçuşlarınızı takviminize ekleyin.',
      confirmed: 'Ekteki dosyayla uçuşlarınızı takviminize ekleyin.',
      cancelled: 'Ekteki dosya uçuşları takviminizden kaldırır.',
    },
    price: { subtotal: 'Ücret', discount: 'İndirim', payLater: 'Kartla ödendi' },
    confirmation: 'Onay numarası',
    recordLocator: 'Havayolu rezervasyon kodu',
    outbound: 'Gidiş',
    inbound: 'Dönüş',
    travelers: 'Yolcular',
    cabin: 'Kabin',
    nextDay: '+{days}',
  },
  ar: {
    name: 'رحلة جوية',
    intro: {
      pending: 'شكرًا لك: تم حجز رحلتك وجارٍ إصدار التذاكر.',
      confirmed: 'تم حجز رحلتك.',
      cancelled: 'تم إلغاء حجز رحلتك.',
    },
    pending: 'تُصدر شركة الطيران تذاكرك الآن، وسنراسلك عند إصدارها.',
    calendar: {
      pending: 'أضف رحلاتك إلى تقويمك بالملف المرفق.',
      confirmed: 'أضف رحلاتك إلى تقويمك بالملف المرفق.',
      cancelled: 'يزيل الملف المرفق الرحلات من تقويمك.',
    },
    price: { subtotal: 'الأجرة', discount: 'الخصم', payLater: 'مدفوع بالبطاقة' },
    confirmation: 'رقم التأكيد',
    recordLocator: 'مرجع شركة الطيران',
    outbound: 'الذهاب',
    inbound: 'العودة',
    travelers: 'المسافرون',
    cabin: 'الدرجة',
    nextDay: '+{days}',
  },
};
