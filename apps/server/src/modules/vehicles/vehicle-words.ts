import type { Language } from '@app/shared/i18n/languages';
import type { VehicleService } from '@app/shared/vehicles/catalog';
import type { KindMailWords } from '../bookings/booking-kind.ts';

/** The words of a vehicle booking's mails, per language and service. */
export interface VehicleWords extends KindMailWords {
  vehicle: string;
  orSimilar: string;
  pickup: string;
  dropoff: string;
  /** A rental's return; a ride's expected arrival. */
  ends: string;
  passengers: string;
  distance: string;
  flight: string;
  nameSign: string;
  waiting: string;
  /** `{minutes}` free of charge. */
  freeWait: string;
  extras: Record<string, string>;
}

type Shared = Omit<VehicleWords, 'name' | 'intro' | 'pending' | 'calendar' | 'dropoff' | 'ends'>;

const SHARED: Record<Language, Shared> = {
  en: {
    vehicle: 'Vehicle',
    orSimilar: 'or similar',
    pickup: 'Pickup',
    passengers: 'Passengers',
    distance: 'Distance',
    flight: 'Flight',
    nameSign: 'Name on the sign',
    waiting: 'Waiting',
    freeWait: '{minutes} minutes free of charge',
    extras: { child_seat: 'Child seat', additional_driver: 'Additional driver' },
    price: { subtotal: 'Price', discount: 'Discount', payLater: 'You pay on pickup' },
  },
  tr: {
    vehicle: 'Araç',
    orSimilar: 'veya benzeri',
    pickup: 'Alış',
    passengers: 'Yolcu',
    distance: 'Mesafe',
    flight: 'Uçuş',
    nameSign: 'Tabeladaki isim',
    waiting: 'Bekleme',
    freeWait: '{minutes} dakika ücretsiz',
    extras: { child_seat: 'Çocuk koltuğu', additional_driver: 'Ek sürücü' },
    price: { subtotal: 'Fiyat', discount: 'İndirim', payLater: 'Ödemeyi alışta yaparsınız' },
  },
  ar: {
    vehicle: 'المركبة',
    orSimilar: 'أو ما يماثلها',
    pickup: 'الاستلام',
    passengers: 'الركاب',
    distance: 'المسافة',
    flight: 'الرحلة الجوية',
    nameSign: 'الاسم على اللوحة',
    waiting: 'الانتظار',
    freeWait: '{minutes} دقيقة مجانًا',
    extras: { child_seat: 'مقعد أطفال', additional_driver: 'سائق إضافي' },
    price: { subtotal: 'السعر', discount: 'الخصم', payLater: 'تدفع عند الاستلام' },
  },
};

type Own = Pick<VehicleWords, 'name' | 'intro' | 'pending' | 'calendar' | 'dropoff' | 'ends'>;

const OWN: Record<VehicleService, Record<Language, Own>> = {
  rental: {
    en: {
      name: 'Car rental',
      intro: {
        pending:
          'Thank you for booking with Karadeniz Travel. We have received your car rental; we confirm it once we have checked the car is ready. Here are its details.',
        confirmed: 'Thank you for booking with Karadeniz Travel. Your car is booked. Here are the details.',
        cancelled: 'Your car rental has been cancelled. Here is what was booked.',
      },
      pending: 'You chose to pay on pickup: we confirm the rental and email you.',
      calendar: {
        pending:
          'The attached calendar file adds your rental to your calendar, marked tentative until it is confirmed.',
        confirmed: 'The attached calendar file adds your rental to your calendar.',
        cancelled: 'The attached calendar file removes this rental from your calendar.',
      },
      dropoff: 'Return',
      ends: 'Return time',
    },
    tr: {
      name: 'Araç kiralama',
      intro: {
        pending:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Araç kiralamanızı aldık; aracın hazır olduğunu kontrol edince onaylıyoruz. Ayrıntıları aşağıda.',
        confirmed:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Aracınız ayrıldı. Ayrıntıları aşağıda.',
        cancelled: 'Araç kiralamanız iptal edildi. Ayrılan araç aşağıda.',
      },
      pending: 'Ödemeyi alışta yapmayı seçtiniz: kiralamayı onaylayıp size e-posta göndereceğiz.',
      calendar: {
        pending:
          'Ekteki takvim dosyası kiralamanızı takviminize ekler; onaylanana kadar kesin değil olarak işaretlidir.',
        confirmed: 'Ekteki takvim dosyası kiralamanızı takviminize ekler.',
        cancelled: 'Ekteki takvim dosyası bu kiralamayı takviminizden kaldırır.',
      },
      dropoff: 'İade yeri',
      ends: 'İade zamanı',
    },
    ar: {
      name: 'استئجار سيارة',
      intro: {
        pending:
          'شكرًا لحجزك مع Karadeniz Travel. استلمنا طلب استئجار السيارة؛ نؤكده بعد التحقق من جاهزية السيارة. إليك التفاصيل.',
        confirmed: 'شكرًا لحجزك مع Karadeniz Travel. تم حجز سيارتك. إليك التفاصيل.',
        cancelled: 'تم إلغاء استئجار السيارة. إليك ما كان محجوزًا.',
      },
      pending: 'اخترت الدفع عند الاستلام: سنؤكد الاستئجار ونراسلك بالبريد الإلكتروني.',
      calendar: {
        pending: 'يضيف ملف التقويم المرفق الاستئجار إلى تقويمك، مع وسمه مبدئيًا حتى يتأكد.',
        confirmed: 'يضيف ملف التقويم المرفق الاستئجار إلى تقويمك.',
        cancelled: 'يزيل ملف التقويم المرفق هذا الاستئجار من تقويمك.',
      },
      dropoff: 'مكان الإعادة',
      ends: 'وقت الإعادة',
    },
  },
  transfer: {
    en: {
      name: 'Transfer',
      intro: {
        pending:
          'Thank you for booking with Karadeniz Travel. We have received your transfer; we confirm it once a driver is assigned. Here are its details.',
        confirmed:
          'Thank you for booking with Karadeniz Travel. Your transfer is booked. Here are the details.',
        cancelled: 'Your transfer has been cancelled. Here is what was booked.',
      },
      pending: 'You chose to pay the driver: we confirm the transfer and email you.',
      calendar: {
        pending:
          'The attached calendar file adds your transfer to your calendar, marked tentative until it is confirmed.',
        confirmed: 'The attached calendar file adds your transfer to your calendar.',
        cancelled: 'The attached calendar file removes this transfer from your calendar.',
      },
      dropoff: 'To',
      ends: 'Expected arrival',
    },
    tr: {
      name: 'Transfer',
      intro: {
        pending:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Transferinizi aldık; bir sürücü atanınca onaylıyoruz. Ayrıntıları aşağıda.',
        confirmed:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Transferiniz ayrıldı. Ayrıntıları aşağıda.',
        cancelled: 'Transferiniz iptal edildi. Ayrılan transfer aşağıda.',
      },
      pending: 'Ödemeyi sürücüye yapmayı seçtiniz: transferi onaylayıp size e-posta göndereceğiz.',
      calendar: {
        pending:
          'Ekteki takvim dosyası transferinizi takviminize ekler; onaylanana kadar kesin değil olarak işaretlidir.',
        confirmed: 'Ekteki takvim dosyası transferinizi takviminize ekler.',
        cancelled: 'Ekteki takvim dosyası bu transferi takviminizden kaldırır.',
      },
      dropoff: 'Varış',
      ends: 'Tahmini varış',
    },
    ar: {
      name: 'نقل',
      intro: {
        pending: 'شكرًا لحجزك مع Karadeniz Travel. استلمنا طلب النقل؛ نؤكده بعد تعيين سائق. إليك التفاصيل.',
        confirmed: 'شكرًا لحجزك مع Karadeniz Travel. تم حجز النقل. إليك التفاصيل.',
        cancelled: 'تم إلغاء النقل. إليك ما كان محجوزًا.',
      },
      pending: 'اخترت الدفع للسائق: سنؤكد النقل ونراسلك بالبريد الإلكتروني.',
      calendar: {
        pending: 'يضيف ملف التقويم المرفق النقل إلى تقويمك، مع وسمه مبدئيًا حتى يتأكد.',
        confirmed: 'يضيف ملف التقويم المرفق النقل إلى تقويمك.',
        cancelled: 'يزيل ملف التقويم المرفق هذا النقل من تقويمك.',
      },
      dropoff: 'إلى',
      ends: 'الوصول المتوقع',
    },
  },
  taxi: {
    en: {
      name: 'Taxi',
      intro: {
        pending:
          'Thank you for booking with Karadeniz Travel. We have received your taxi; we confirm it once a driver is assigned. Here are its details.',
        confirmed: 'Thank you for booking with Karadeniz Travel. Your taxi is booked. Here are the details.',
        cancelled: 'Your taxi has been cancelled. Here is what was booked.',
      },
      pending: 'You chose to pay the driver: we confirm the taxi and email you.',
      calendar: {
        pending:
          'The attached calendar file adds your taxi to your calendar, marked tentative until it is confirmed.',
        confirmed: 'The attached calendar file adds your taxi to your calendar.',
        cancelled: 'The attached calendar file removes this taxi from your calendar.',
      },
      dropoff: 'Drop-off',
      ends: 'Expected arrival',
    },
    tr: {
      name: 'Taksi',
      intro: {
        pending:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Taksinizi aldık; bir sürücü atanınca onaylıyoruz. Ayrıntıları aşağıda.',
        confirmed:
          'Karadeniz Travel ile rezervasyon yaptığınız için teşekkür ederiz. Taksiniz ayrıldı. Ayrıntıları aşağıda.',
        cancelled: 'Taksiniz iptal edildi. Ayrılan taksi aşağıda.',
      },
      pending: 'Ödemeyi sürücüye yapmayı seçtiniz: taksiyi onaylayıp size e-posta göndereceğiz.',
      calendar: {
        pending:
          'Ekteki takvim dosyası taksinizi takviminize ekler; onaylanana kadar kesin değil olarak işaretlidir.',
        confirmed: 'Ekteki takvim dosyası taksinizi takviminize ekler.',
        cancelled: 'Ekteki takvim dosyası bu taksiyi takviminizden kaldırır.',
      },
      dropoff: 'Bırakış',
      ends: 'Tahmini varış',
    },
    ar: {
      name: 'سيارة أجرة',
      intro: {
        pending:
          'شكرًا لحجزك مع Karadeniz Travel. استلمنا طلب سيارة الأجرة؛ نؤكده بعد تعيين سائق. إليك التفاصيل.',
        confirmed: 'شكرًا لحجزك مع Karadeniz Travel. تم حجز سيارة الأجرة. إليك التفاصيل.',
        cancelled: 'تم إلغاء سيارة الأجرة. إليك ما كان محجوزًا.',
      },
      pending: 'اخترت الدفع للسائق: سنؤكد سيارة الأجرة ونراسلك بالبريد الإلكتروني.',
      calendar: {
        pending: 'يضيف ملف التقويم المرفق سيارة الأجرة إلى تقويمك، مع وسمها مبدئيًا حتى تتأكد.',
        confirmed: 'يضيف ملف التقويم المرفق سيارة الأجرة إلى تقويمك.',
        cancelled: 'يزيل ملف التقويم المرفق سيارة الأجرة هذه من تقويمك.',
      },
      dropoff: 'التوصيل',
      ends: 'الوصول المتوقع',
    },
  },
};

/** A service's mail words in every language. */
export const vehicleWords = (service: VehicleService): Record<Language, VehicleWords> => ({
  en: { ...SHARED.en, ...OWN[service].en },
  tr: { ...SHARED.tr, ...OWN[service].tr },
  ar: { ...SHARED.ar, ...OWN[service].ar },
});
