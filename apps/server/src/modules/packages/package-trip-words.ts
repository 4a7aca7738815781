import type { Language } from '@app/shared/i18n/languages';
import type { KindMailWords } from '../bookings/booking-kind.ts';

/** The words of a package trip's mails, per language. */
export interface PackageTripWords extends KindMailWords {
  trip: string;
  days: string;
  travellers: string;
}

export const PACKAGE_TRIP_WORDS: Record<Language, PackageTripWords> = {
  en: {
    name: 'Tour package',
    intro: {
      pending:
        'Thank you for booking with Karadeniz Travel. We have received your booking for this tour package; it is not confirmed yet. Here are its details.',
      confirmed:
        'Thank you for booking with Karadeniz Travel. Your tour package is confirmed. Here are its details.',
      cancelled: 'Your booking for this tour package has been cancelled. Here is what was booked.',
    },
    pending:
      'You chose to pay on the first day of the tour: your booking is pending until we confirm it. We will email you.',
    calendar: {
      pending:
        'The attached calendar file adds your tour to your calendar, marked tentative until it is confirmed.',
      confirmed: 'The attached calendar file adds your tour to your calendar.',
      cancelled: 'The attached calendar file removes this tour from your calendar.',
    },
    price: {
      subtotal: 'Package price',
      discount: 'Deal',
      payLater: 'Pay on the first day',
    },
    trip: 'Tour package',
    days: 'Days',
    travellers: 'Travellers',
  },
  tr: {
    name: 'Tur paketi',
    intro: {
      pending:
        'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Tur paketi rezervasyonunuzu aldık; henüz onaylanmadı. Ayrıntıları aşağıda.',
      confirmed:
        'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Tur paketi rezervasyonunuz onaylandı. Ayrıntıları aşağıda.',
      cancelled: 'Tur paketi rezervasyonunuz iptal edildi. İptal edilen rezervasyonun ayrıntıları aşağıda.',
    },
    pending:
      'Turun ilk günü ödemeyi seçtiniz: rezervasyonunuz biz onaylayana kadar beklemededir. Size e-posta ile bilgi vereceğiz.',
    calendar: {
      pending:
        'Ekteki takvim dosyası turunuzu takviminize ekler; onaylanana kadar kesinleşmemiş olarak görünür.',
      confirmed: 'Ekteki takvim dosyası turunuzu takviminize ekler.',
      cancelled: 'Ekteki takvim dosyası bu turu takviminizden kaldırır.',
    },
    price: {
      subtotal: 'Paket ücreti',
      discount: 'Fırsat indirimi',
      payLater: 'İlk gün ödeme',
    },
    trip: 'Tur paketi',
    days: 'Gün',
    travellers: 'Yolcu',
  },
  ar: {
    name: 'باقة سياحية',
    intro: {
      pending: 'شكرًا لحجزك مع Karadeniz Travel. استلمنا حجز باقتك السياحية ولم يتم تأكيده بعد. إليك تفاصيله.',
      confirmed: 'شكرًا لحجزك مع Karadeniz Travel. تم تأكيد باقتك السياحية. إليك تفاصيلها.',
      cancelled: 'تم إلغاء حجز باقتك السياحية. إليك تفاصيل الحجز الملغى.',
    },
    pending: 'اخترت الدفع في اليوم الأول من الجولة: حجزك قيد الانتظار حتى نؤكده. سنراسلك بالبريد الإلكتروني.',
    calendar: {
      pending: 'يضيف ملف التقويم المرفق رحلتك إلى تقويمك، وتظهر فيه مبدئية حتى يتم تأكيدها.',
      confirmed: 'يضيف ملف التقويم المرفق رحلتك إلى تقويمك.',
      cancelled: 'يزيل ملف التقويم المرفق هذه الرحلة من تقويمك.',
    },
    price: {
      subtotal: 'سعر الباقة',
      discount: 'خصم العرض',
      payLater: 'الدفع في اليوم الأول',
    },
    trip: 'الباقة السياحية',
    days: 'الأيام',
    travellers: 'المسافرون',
  },
};
