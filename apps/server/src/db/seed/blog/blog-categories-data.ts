import type { Localized } from '@app/shared/i18n/localized';

export interface CategorySeed {
  slug: string;
  name: Required<Localized>;
  description: Required<Localized>;
}

export const BLOG_CATEGORIES: CategorySeed[] = [
  {
    slug: 'places',
    name: { en: 'Places', tr: 'Gezilecek Yerler', ar: 'أماكن', fr: 'Lieux à découvrir', es: 'Lugares' },
    description: {
      en: 'Monasteries, lakes, plateaus and valleys of Trabzon and the eastern Black Sea, and how to see them.',
      tr: 'Trabzon ve Doğu Karadeniz’in manastırları, gölleri, yaylaları ve vadileri; nasıl gezileceğiyle birlikte.',
      ar: 'أديرة طرابزون وبحيراتها وهضابها ووديانها في شرق البحر الأسود، وكيف تزورها.',
      fr: 'Monastères, lacs, plateaux et vallées de Trabzon et de l’est de la mer Noire, et comment les découvrir.',
      es: 'Monasterios, lagos, mesetas y valles de Trabzon y del este del mar Negro, y cómo visitarlos.',
    },
  },
  {
    slug: 'food-and-tea',
    name: {
      en: 'Food & Tea',
      tr: 'Yemek ve Çay',
      ar: 'الطعام والشاي',
      fr: 'Cuisine et thé',
      es: 'Gastronomía y té',
    },
    description: {
      en: 'Hamsi, kuymak, pide and the tea gardens of Rize: what to eat and drink on the Black Sea.',
      tr: 'Hamsi, kuymak, pide ve Rize’nin çay bahçeleri: Karadeniz’de ne yenir, ne içilir.',
      ar: 'الهامسي والكويماك والبيدا وحدائق الشاي في ريزه: ماذا تأكل وتشرب على البحر الأسود.',
      fr: 'Hamsi, kuymak, pide et jardins de thé de Rize : que manger et que boire au bord de la mer Noire.',
      es: 'Hamsi, kuymak, pide y los jardines de té de Rize: qué comer y beber en el mar Negro.',
    },
  },
  {
    slug: 'seasons-and-weather',
    name: {
      en: 'Seasons & Weather',
      tr: 'Mevsimler ve Hava',
      ar: 'الفصول والطقس',
      fr: 'Saisons et météo',
      es: 'Estaciones y clima',
    },
    description: {
      en: 'Green springs, festival summers, copper autumns and snowy winters: when to come and what to pack.',
      tr: 'Yeşil bahar, şenlikli yaz, bakır renkli sonbahar ve karlı kış: ne zaman gelinir, yanınıza ne alırsınız.',
      ar: 'ربيع أخضر وصيف المهرجانات وخريف نحاسي وشتاء مثلج: متى تأتي وماذا تحمل معك.',
      fr: 'Printemps verdoyants, étés de fêtes, automnes cuivrés et hivers enneigés : quand venir et que mettre dans sa valise.',
      es: 'Primaveras verdes, veranos de fiestas, otoños cobrizos e inviernos nevados: cuándo venir y qué llevar en la maleta.',
    },
  },
  {
    slug: 'practical-tips',
    name: {
      en: 'Practical Tips',
      tr: 'Pratik Bilgiler',
      ar: 'نصائح عملية',
      fr: 'Conseils pratiques',
      es: 'Consejos prácticos',
    },
    description: {
      en: 'Flights, buses, car hire, road trips and ready-made itineraries for the region.',
      tr: 'Uçuşlar, otobüsler, araç kiralama, yol gezileri ve bölge için hazır rotalar.',
      ar: 'الرحلات الجوية والحافلات وتأجير السيارات والرحلات البرية وبرامج جاهزة للمنطقة.',
      fr: 'Vols, bus, location de voiture, road trips et itinéraires clés en main pour la région.',
      es: 'Vuelos, autobuses, alquiler de coches, viajes por carretera e itinerarios listos para la región.',
    },
  },
  {
    slug: 'culture',
    name: { en: 'Culture', tr: 'Kültür', ar: 'ثقافة', fr: 'Culture', es: 'Cultura' },
    description: {
      en: 'History, music and city life on the Black Sea coast, from Byzantine frescoes to the horon.',
      tr: 'Bizans fresklerinden horona, Karadeniz kıyısında tarih, müzik ve şehir hayatı.',
      ar: 'التاريخ والموسيقى وحياة المدينة على ساحل البحر الأسود، من الجداريات البيزنطية إلى رقصة الهورون.',
      fr: 'Histoire, musique et vie urbaine sur la côte de la mer Noire, des fresques byzantines au horon.',
      es: 'Historia, música y vida urbana en la costa del mar Negro, de los frescos bizantinos al horon.',
    },
  },
];
