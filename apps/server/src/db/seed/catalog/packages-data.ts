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
      fr: 'Uzungöl et les hauts plateaux',
      es: 'Uzungöl y las mesetas altas',
    },
    description: {
      en: 'Three unhurried days around the lake: a dawn walk on the shore, a jeep ride up to the Demirkapı and Şekersu plateaus, and evenings by the fire with fresh trout and corn bread.',
      tr: 'Göl çevresinde acelesiz üç gün: kıyıda şafak yürüyüşü, Demirkapı ve Şekersu yaylalarına cip turu, akşamları ateş başında taze alabalık ve mısır ekmeği.',
      ar: 'ثلاثة أيام هادئة حول البحيرة: نزهة فجرية على الشاطئ، ورحلة بسيارة الدفع الرباعي إلى هضبتي دميركابي وشكرسو، وأمسيات بجانب النار مع سمك السلمون المرقط الطازج وخبز الذرة.',
      fr: 'Trois jours sans se presser autour du lac : balade sur la rive au lever du jour, excursion en 4x4 jusqu’aux plateaux de Demirkapı et de Şekersu, et soirées au coin du feu avec truite fraîche et pain de maïs.',
      es: 'Tres días sin prisas alrededor del lago: un paseo por la orilla al amanecer, una excursión en todoterreno a las mesetas de Demirkapı y Şekersu, y veladas junto al fuego con trucha fresca y pan de maíz.',
    },
    activities: [
      {
        en: 'Jeep ride to the plateaus',
        tr: 'Yaylalara cip turu',
        ar: 'رحلة بسيارة دفع رباعي إلى الهضاب',
        fr: 'Excursion en 4x4 sur les plateaux',
        es: 'Excursión en todoterreno a las mesetas',
      },
      {
        en: 'Guided lake walk at dawn',
        tr: 'Şafakta rehberli göl yürüyüşü',
        ar: 'جولة مع مرشد حول البحيرة عند الفجر',
        fr: 'Balade guidée autour du lac à l’aube',
        es: 'Paseo guiado por el lago al amanecer',
      },
      {
        en: 'Trout dinner by the water',
        tr: 'Göl kenarında alabalık akşam yemeği',
        ar: 'عشاء سمك السلمون المرقط على ضفاف الماء',
        fr: 'Dîner de truite au bord de l’eau',
        es: 'Cena de trucha junto al agua',
      },
    ],
    itinerary: [
      {
        title: {
          en: 'Trabzon to Uzungöl',
          tr: "Trabzon'dan Uzungöl'e",
          ar: 'من طرابزون إلى أوزنجول',
          fr: 'De Trabzon à Uzungöl',
          es: 'De Trabzon a Uzungöl',
        },
        description: {
          en: 'Pick-up at Trabzon Airport, the Solaklı valley road and check-in by the lake.',
          tr: 'Trabzon Havalimanı’ndan alınış, Solaklı vadisi yolu ve göl kenarında giriş.',
          ar: 'الاستقبال في مطار طرابزون، وطريق وادي سولاكلي، وتسجيل الوصول بجانب البحيرة.',
          fr: 'Accueil à l’aéroport de Trabzon, route de la vallée de Solaklı et installation au bord du lac.',
          es: 'Recogida en el aeropuerto de Trabzon, carretera del valle de Solaklı y llegada al hotel junto al lago.',
        },
      },
      {
        title: { en: 'The plateaus', tr: 'Yaylalar', ar: 'الهضاب', fr: 'Les plateaux', es: 'Las mesetas' },
        description: {
          en: 'A day among meadows and stone shepherd houses above the clouds.',
          tr: 'Bulutların üzerinde çayırlar ve taş çoban evleri arasında bir gün.',
          ar: 'يوم بين المروج وبيوت الرعاة الحجرية فوق الغيوم.',
          fr: 'Une journée entre prairies et maisons de bergers en pierre, au-dessus des nuages.',
          es: 'Un día entre praderas y casas de pastores de piedra por encima de las nubes.',
        },
      },
      {
        title: {
          en: 'Back to the coast',
          tr: 'Sahile dönüş',
          ar: 'العودة إلى الساحل',
          fr: 'Retour sur la côte',
          es: 'Regreso a la costa',
        },
        description: {
          en: 'A slow breakfast, then the drive back to Trabzon.',
          tr: 'Uzun bir kahvaltının ardından Trabzon’a dönüş.',
          ar: 'فطور هادئ ثم العودة بالسيارة إلى طرابزون.',
          fr: 'Un petit-déjeuner sans se presser, puis retour en voiture à Trabzon.',
          es: 'Un desayuno tranquilo y regreso por carretera a Trabzon.',
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
      fr: 'Le monastère de Sümela et le vieux Trabzon',
      es: 'El monasterio de Sümela y el casco antiguo de Trabzon',
    },
    description: {
      en: 'The cliffside monastery above the Altındere valley with a local guide, then the Ortahisar quarter, the Hagia Sophia of Trabzon and sunset at Boztepe.',
      tr: 'Yerel rehberle Altındere vadisindeki kayalık manastır, ardından Ortahisar, Trabzon Ayasofyası ve Boztepe’de gün batımı.',
      ar: 'الدير المعلق على الجرف فوق وادي ألتن دره مع مرشد محلي، ثم حي أورتاحصار وآيا صوفيا طرابزون وغروب الشمس في بوزتبه.',
      fr: 'Le monastère accroché à la falaise au-dessus de la vallée d’Altındere avec un guide local, puis le quartier d’Ortahisar, Sainte-Sophie de Trabzon et le coucher de soleil à Boztepe.',
      es: 'El monasterio colgado del acantilado sobre el valle de Altındere con un guía local y, después, el barrio de Ortahisar, Santa Sofía de Trabzon y el atardecer en Boztepe.',
    },
    activities: [
      {
        en: 'Guided visit to Sümela',
        tr: 'Rehberli Sümela ziyareti',
        ar: 'زيارة سوميلا مع مرشد',
        fr: 'Visite guidée de Sümela',
        es: 'Visita guiada a Sümela',
      },
      {
        en: 'Hagia Sophia of Trabzon',
        tr: 'Trabzon Ayasofyası',
        ar: 'آيا صوفيا طرابزون',
        fr: 'Sainte-Sophie de Trabzon',
        es: 'Santa Sofía de Trabzon',
      },
    ],
    itinerary: [
      {
        title: { en: 'Sümela', tr: 'Sümela', ar: 'سوميلا', fr: 'Sümela', es: 'Sümela' },
        description: {
          en: 'Morning drive to Maçka and the walk up to the monastery.',
          tr: 'Sabah Maçka’ya yolculuk ve manastıra yürüyüş.',
          ar: 'رحلة صباحية إلى ماتشكا والصعود سيرًا إلى الدير.',
          fr: 'Route vers Maçka le matin, puis montée à pied jusqu’au monastère.',
          es: 'Por la mañana, trayecto a Maçka y subida a pie hasta el monasterio.',
        },
      },
      {
        title: {
          en: 'Old Trabzon',
          tr: 'Eski Trabzon',
          ar: 'طرابزون القديمة',
          fr: 'Le vieux Trabzon',
          es: 'El casco antiguo de Trabzon',
        },
        description: {
          en: 'The walled town, the bazaar and tea at Boztepe.',
          tr: 'Surlarla çevrili şehir, çarşı ve Boztepe’de çay.',
          ar: 'المدينة المسوّرة والسوق والشاي في بوزتبه.',
          fr: 'La ville fortifiée, le bazar et un thé à Boztepe.',
          es: 'La ciudad amurallada, el bazar y un té en Boztepe.',
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
      fr: 'Ayder, le thé de Rize et les monts Kaçkar',
      es: 'Ayder, el té de Rize y los montes Kaçkar',
    },
    description: {
      en: 'Tea terraces in Rize, the Fırtına valley and its stone bridges, hot springs in Ayder and a walk to the Gelintülü waterfall.',
      tr: 'Rize’de çay bahçeleri, Fırtına vadisi ve taş köprüleri, Ayder’de kaplıca ve Gelintülü şelalesine yürüyüş.',
      ar: 'مدرجات الشاي في ريزه، ووادي فرتينا وجسوره الحجرية، والينابيع الحارة في آيدر، ونزهة إلى شلال غلينتولو.',
      fr: 'Les terrasses de thé de Rize, la vallée de la Fırtına et ses ponts de pierre, les sources chaudes d’Ayder et une balade jusqu’à la cascade de Gelintülü.',
      es: 'Las terrazas de té de Rize, el valle del Fırtına y sus puentes de piedra, las aguas termales de Ayder y una caminata hasta la cascada de Gelintülü.',
    },
    activities: [
      {
        en: 'Tea factory visit',
        tr: 'Çay fabrikası ziyareti',
        ar: 'زيارة مصنع الشاي',
        fr: 'Visite d’une fabrique de thé',
        es: 'Visita a una fábrica de té',
      },
      {
        en: 'Hot springs',
        tr: 'Kaplıca',
        ar: 'الينابيع الحارة',
        fr: 'Sources chaudes',
        es: 'Aguas termales',
      },
      {
        en: 'Waterfall hike',
        tr: 'Şelale yürüyüşü',
        ar: 'نزهة إلى الشلال',
        fr: 'Randonnée jusqu’à la cascade',
        es: 'Caminata hasta la cascada',
      },
    ],
    itinerary: [
      {
        title: { en: 'Rize', tr: 'Rize', ar: 'ريزه', fr: 'Rize', es: 'Rize' },
        description: {
          en: 'Tea gardens and the castle hill.',
          tr: 'Çay bahçeleri ve kale tepesi.',
          ar: 'حدائق الشاي وتلة القلعة.',
          fr: 'Jardins de thé et colline du château.',
          es: 'Jardines de té y la colina del castillo.',
        },
      },
      {
        title: {
          en: 'Fırtına valley',
          tr: 'Fırtına vadisi',
          ar: 'وادي فرتينا',
          fr: 'Vallée de la Fırtına',
          es: 'Valle del Fırtına',
        },
        description: {
          en: 'Stone bridges and Zilkale.',
          tr: 'Taş köprüler ve Zilkale.',
          ar: 'الجسور الحجرية وقلعة زيل.',
          fr: 'Ponts de pierre et forteresse de Zilkale.',
          es: 'Puentes de piedra y la fortaleza de Zilkale.',
        },
      },
      {
        title: { en: 'Ayder', tr: 'Ayder', ar: 'آيدر', fr: 'Ayder', es: 'Ayder' },
        description: {
          en: 'Hot springs and the waterfall.',
          tr: 'Kaplıca ve şelale.',
          ar: 'الينابيع الحارة والشلال.',
          fr: 'Sources chaudes et cascade.',
          es: 'Aguas termales y la cascada.',
        },
      },
      {
        title: { en: 'Home', tr: 'Dönüş', ar: 'العودة', fr: 'Retour', es: 'Regreso' },
        description: {
          en: 'Drive to Trabzon Airport.',
          tr: 'Trabzon Havalimanı’na dönüş.',
          ar: 'العودة إلى مطار طرابزون.',
          fr: 'Transfert vers l’aéroport de Trabzon.',
          es: 'Traslado al aeropuerto de Trabzon.',
        },
      },
    ],
    departures: [
      [15, 10],
      [45, 10],
    ],
  },
];
