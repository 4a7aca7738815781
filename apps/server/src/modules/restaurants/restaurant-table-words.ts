import type { Language } from '@app/shared/i18n/languages';
import type { TableLocation } from '@app/shared/restaurants/catalog';
import type { KindMailWords } from '../bookings/booking-kind.ts';

/** The words of a table reservation's mails, per language. */
export interface RestaurantTableWords extends KindMailWords {
  restaurant: string;
  time: string;
  table: string;
  tableLocation: Record<TableLocation, string>;
}

export const RESTAURANT_TABLE_WORDS: Record<Language, RestaurantTableWords> = {
  en: {
    name: 'Table reservation',
    intro: {
      pending:
        'Thank you for reserving with Karadeniz Travel. We have received your table reservation; the restaurant confirms tables for larger parties itself. Here are its details.',
      confirmed:
        'Thank you for reserving with Karadeniz Travel. Your table is reserved. Here are the details.',
      cancelled: 'Your table reservation has been cancelled. Here is what was reserved.',
    },
    pending:
      'Your party is larger than the restaurant confirms at once: your reservation is pending until the restaurant confirms it. We will email you.',
    calendar: {
      pending:
        'The attached calendar file adds your meal to your calendar, marked tentative until it is confirmed.',
      confirmed: 'The attached calendar file adds your meal to your calendar.',
      cancelled: 'The attached calendar file removes this meal from your calendar.',
    },
    price: {
      unpaid: 'Nothing to pay now: you pay at the restaurant',
    },
    restaurant: 'Restaurant',
    time: 'Time',
    table: 'Table',
    tableLocation: {
      inside: 'inside',
      terrace: 'terrace',
      window: 'by the window',
      garden: 'garden',
    },
  },
  tr: {
    name: 'Masa rezervasyonu',
    intro: {
      pending:
        'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Masa rezervasyonunuzu aldık; kalabalık grupların masasını restoran kendisi onaylar. Ayrıntıları aşağıda.',
      confirmed:
        'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Masanız ayrıldı. Ayrıntıları aşağıda.',
      cancelled: 'Masa rezervasyonunuz iptal edildi. İptal edilen rezervasyonun ayrıntıları aşağıda.',
    },
    pending:
      'Grubunuz restoranın anında onayladığı sayıdan kalabalık: rezervasyonunuz restoran onaylayana kadar beklemededir. Size e-posta ile bilgi vereceğiz.',
    calendar: {
      pending:
        'Ekteki takvim dosyası yemeğinizi takviminize ekler; onaylanana kadar kesinleşmemiş olarak görünür.',
      confirmed: 'Ekteki takvim dosyası yemeğinizi takviminize ekler.',
      cancelled: 'Ekteki takvim dosyası bu yemeği takviminizden kaldırır.',
    },
    price: {
      unpaid: 'Şimdi ödeme yok: ödemeyi restoranda yaparsınız',
    },
    restaurant: 'Restoran',
    time: 'Saat',
    table: 'Masa',
    tableLocation: {
      inside: 'iç salon',
      terrace: 'teras',
      window: 'pencere kenarı',
      garden: 'bahçe',
    },
  },
  ar: {
    name: 'حجز طاولة',
    intro: {
      pending:
        'شكرًا لحجزك مع Karadeniz Travel. استلمنا حجز طاولتك، ويؤكد المطعم بنفسه طاولات المجموعات الكبيرة. إليك تفاصيله.',
      confirmed: 'شكرًا لحجزك مع Karadeniz Travel. تم حجز طاولتك. إليك التفاصيل.',
      cancelled: 'تم إلغاء حجز طاولتك. إليك تفاصيل الحجز الملغى.',
    },
    pending:
      'عدد أفراد مجموعتك أكبر مما يؤكده المطعم فورًا: حجزك قيد الانتظار حتى يؤكده المطعم. سنراسلك بالبريد الإلكتروني.',
    calendar: {
      pending: 'يضيف ملف التقويم المرفق وجبتك إلى تقويمك، وتظهر فيه مبدئية حتى يتم تأكيدها.',
      confirmed: 'يضيف ملف التقويم المرفق وجبتك إلى تقويمك.',
      cancelled: 'يزيل ملف التقويم المرفق هذه الوجبة من تقويمك.',
    },
    price: {
      unpaid: 'لا شيء للدفع الآن: تدفع في المطعم',
    },
    restaurant: 'المطعم',
    time: 'الوقت',
    table: 'الطاولة',
    tableLocation: {
      inside: 'في الداخل',
      terrace: 'الشرفة',
      window: 'بجانب النافذة',
      garden: 'الحديقة',
    },
  },
};
