import type { Localized } from '@app/shared/i18n/localized';

export interface PackageSeed {
  slug: string;
  destination: string;
  hotels: string[];
  durationDays: number;
  /** Whole lira per person. */
  lira: number;
  dealPercent?: number;
  featured?: boolean;
  name: Required<Localized>;
  description: Required<Localized>;
  activities: Required<Localized>[];
  itinerary: { title: Required<Localized>; description: Required<Localized> }[];
  /** Days from today of each departure, and its seats. */
  departures: [number, number][];
}

export const PACKAGES: PackageSeed[] = [
  {
    slug: 'uzungol-and-the-plateaus',
    destination: 'uzungol',
    hotels: ['uzungol-lake-lodge'],
    durationDays: 3,
    lira: 7800,
    featured: true,
    name: {
      en: 'Uzungöl and the high plateaus',
      tr: 'Uzungöl ve yaylalar',
      ar: 'أوزنجول والهضاب العالية',
    },
    description: {
      en: 'Three unhurried days around the lake: a dawn walk on the shore, a jeep ride up to the Demirkapı and Şekersu plateaus, and evenings by the fire with fresh trout and corn bread.',
      tr: 'Göl çevresinde acelesiz üç gün: kıyıda şafak yürüyüşü, Demirkapı ve Şekersu yaylalarına cip turu, akşamları ateş başında taze alabalık ve mısır ekmeği.',
      ar: 'ثلاثة أيام هادئة حول البحيرة: نزهة فجرية على الشاطئ، ورحلة بسيارة الدفع الرباعي إلى هضبتي دميركابي وشكرسو، وأمسيات بجانب النار مع سمك السلمون المرقط الطازج وخبز الذرة.',
    },
    activities: [
      { en: 'Jeep ride to the plateaus', tr: 'Yaylalara cip turu', ar: 'رحلة بسيارة دفع رباعي إلى الهضاب' },
      {
        en: 'Guided lake walk at dawn',
        tr: 'Şafakta rehberli göl yürüyüşü',
        ar: 'جولة مع مرشد حول البحيرة عند الفجر',
      },
      {
        en: 'Trout dinner by the water',
        tr: 'Göl kenarında alabalık akşam yemeği',
        ar: 'عشاء سمك السلمون المرقط على ضفاف الماء',
      },
    ],
    itinerary: [
      {
        title: { en: 'Trabzon to Uzungöl', tr: "Trabzon'dan Uzungöl'e", ar: 'من طرابزون إلى أوزنجول' },
        description: {
          en: 'Pick-up at Trabzon Airport, the Solaklı valley road and check-in by the lake.',
          tr: 'Trabzon Havalimanı’ndan alınış, Solaklı vadisi yolu ve göl kenarında giriş.',
          ar: 'الاستقبال في مطار طرابزون، وطريق وادي سولاكلي، وتسجيل الوصول بجانب البحيرة.',
        },
      },
      {
        title: { en: 'The plateaus', tr: 'Yaylalar', ar: 'الهضاب' },
        description: {
          en: 'A day among meadows and stone shepherd houses above the clouds.',
          tr: 'Bulutların üzerinde çayırlar ve taş çoban evleri arasında bir gün.',
          ar: 'يوم بين المروج وبيوت الرعاة الحجرية فوق الغيوم.',
        },
      },
      {
        title: { en: 'Back to the coast', tr: 'Sahile dönüş', ar: 'العودة إلى الساحل' },
        description: {
          en: 'A slow breakfast, then the drive back to Trabzon.',
          tr: 'Uzun bir kahvaltının ardından Trabzon’a dönüş.',
          ar: 'فطور هادئ ثم العودة بالسيارة إلى طرابزون.',
        },
      },
    ],
    departures: [
      [9, 14],
      [23, 14],
      [37, 14],
    ],
  },
  {
    slug: 'sumela-and-old-trabzon',
    destination: 'sumela-macka',
    hotels: ['trabzon-meydan-hotel'],
    durationDays: 2,
    lira: 4200,
    dealPercent: 15,
    featured: true,
    name: {
      en: 'Sümela Monastery and old Trabzon',
      tr: 'Sümela Manastırı ve eski Trabzon',
      ar: 'دير سوميلا وطرابزون القديمة',
    },
    description: {
      en: 'The cliffside monastery above the Altındere valley with a local guide, then the Ortahisar quarter, the Hagia Sophia of Trabzon and sunset at Boztepe.',
      tr: 'Yerel rehberle Altındere vadisindeki kayalık manastır, ardından Ortahisar, Trabzon Ayasofyası ve Boztepe’de gün batımı.',
      ar: 'الدير المعلق على الجرف فوق وادي ألتن دره مع مرشد محلي، ثم حي أورتاحصار وآيا صوفيا طرابزون وغروب الشمس في بوزتبه.',
    },
    activities: [
      { en: 'Guided visit to Sümela', tr: 'Rehberli Sümela ziyareti', ar: 'زيارة سوميلا مع مرشد' },
      { en: 'Hagia Sophia of Trabzon', tr: 'Trabzon Ayasofyası', ar: 'آيا صوفيا طرابزون' },
    ],
    itinerary: [
      {
        title: { en: 'Sümela', tr: 'Sümela', ar: 'سوميلا' },
        description: {
          en: 'Morning drive to Maçka and the walk up to the monastery.',
          tr: 'Sabah Maçka’ya yolculuk ve manastıra yürüyüş.',
          ar: 'رحلة صباحية إلى ماتشكا والصعود سيرًا إلى الدير.',
        },
      },
      {
        title: { en: 'Old Trabzon', tr: 'Eski Trabzon', ar: 'طرابزون القديمة' },
        description: {
          en: 'The walled town, the bazaar and tea at Boztepe.',
          tr: 'Surlarla çevrili şehir, çarşı ve Boztepe’de çay.',
          ar: 'المدينة المسوّرة والسوق والشاي في بوزتبه.',
        },
      },
    ],
    departures: [
      [6, 20],
      [13, 3],
      [20, 20],
    ],
  },
  {
    slug: 'ayder-and-the-kackar',
    destination: 'ayder',
    hotels: ['ayder-hot-springs-lodge', 'rize-tea-garden-hotel'],
    durationDays: 4,
    lira: 11500,
    name: {
      en: 'Ayder, Rize tea and the Kaçkar',
      tr: 'Ayder, Rize çayı ve Kaçkarlar',
      ar: 'آيدر وشاي ريزه وجبال كاتشكار',
    },
    description: {
      en: 'Tea terraces in Rize, the Fırtına valley and its stone bridges, hot springs in Ayder and a walk to the Gelintülü waterfall.',
      tr: 'Rize’de çay bahçeleri, Fırtına vadisi ve taş köprüleri, Ayder’de kaplıca ve Gelintülü şelalesine yürüyüş.',
      ar: 'مدرجات الشاي في ريزه، ووادي فرتينا وجسوره الحجرية، والينابيع الحارة في آيدر، ونزهة إلى شلال غلينتولو.',
    },
    activities: [
      { en: 'Tea factory visit', tr: 'Çay fabrikası ziyareti', ar: 'زيارة مصنع الشاي' },
      { en: 'Hot springs', tr: 'Kaplıca', ar: 'الينابيع الحارة' },
      { en: 'Waterfall hike', tr: 'Şelale yürüyüşü', ar: 'نزهة إلى الشلال' },
    ],
    itinerary: [
      {
        title: { en: 'Rize', tr: 'Rize', ar: 'ريزه' },
        description: {
          en: 'Tea gardens and the castle hill.',
          tr: 'Çay bahçeleri ve kale tepesi.',
          ar: 'حدائق الشاي وتلة القلعة.',
        },
      },
      {
        title: { en: 'Fırtına valley', tr: 'Fırtına vadisi', ar: 'وادي فرتينا' },
        description: {
          en: 'Stone bridges and Zilkale.',
          tr: 'Taş köprüler ve Zilkale.',
          ar: 'الجسور الحجرية وقلعة زيل.',
        },
      },
      {
        title: { en: 'Ayder', tr: 'Ayder', ar: 'آيدر' },
        description: {
          en: 'Hot springs and the waterfall.',
          tr: 'Kaplıca ve şelale.',
          ar: 'الينابيع الحارة والشلال.',
        },
      },
      {
        title: { en: 'Home', tr: 'Dönüş', ar: 'العودة' },
        description: {
          en: 'Drive to Trabzon Airport.',
          tr: 'Trabzon Havalimanı’na dönüş.',
          ar: 'العودة إلى مطار طرابزون.',
        },
      },
    ],
    departures: [
      [15, 10],
      [45, 10],
    ],
  },
];
