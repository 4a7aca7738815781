import type { BlogLocalizedText } from '../../schema/blog.ts';

export interface CategorySeed {
  slug: string;
  name: BlogLocalizedText;
  description: BlogLocalizedText;
}

export const BLOG_CATEGORIES: CategorySeed[] = [
  {
    slug: 'places',
    name: { en: 'Places', tr: 'Gezilecek Yerler', ar: 'أماكن' },
    description: {
      en: 'Monasteries, lakes, plateaus and valleys of Trabzon and the eastern Black Sea, and how to see them.',
      tr: 'Trabzon ve Doğu Karadeniz’in manastırları, gölleri, yaylaları ve vadileri; nasıl gezileceğiyle birlikte.',
      ar: 'أديرة طرابزون وبحيراتها وهضابها ووديانها في شرق البحر الأسود، وكيف تزورها.',
    },
  },
  {
    slug: 'food-and-tea',
    name: { en: 'Food & Tea', tr: 'Yemek ve Çay', ar: 'الطعام والشاي' },
    description: {
      en: 'Hamsi, kuymak, pide and the tea gardens of Rize: what to eat and drink on the Black Sea.',
      tr: 'Hamsi, kuymak, pide ve Rize’nin çay bahçeleri: Karadeniz’de ne yenir, ne içilir.',
      ar: 'الهامسي والكويماك والبيدا وحدائق الشاي في ريزه: ماذا تأكل وتشرب على البحر الأسود.',
    },
  },
  {
    slug: 'seasons-and-weather',
    name: { en: 'Seasons & Weather', tr: 'Mevsimler ve Hava', ar: 'الفصول والطقس' },
    description: {
      en: 'Green springs, festival summers, copper autumns and snowy winters: when to come and what to pack.',
      tr: 'Yeşil bahar, şenlikli yaz, bakır renkli sonbahar ve karlı kış: ne zaman gelinir, yanınıza ne alırsınız.',
      ar: 'ربيع أخضر وصيف المهرجانات وخريف نحاسي وشتاء مثلج: متى تأتي وماذا تحمل معك.',
    },
  },
  {
    slug: 'practical-tips',
    name: { en: 'Practical Tips', tr: 'Pratik Bilgiler', ar: 'نصائح عملية' },
    description: {
      en: 'Flights, buses, car hire, road trips and ready-made itineraries for the region.',
      tr: 'Uçuşlar, otobüsler, araç kiralama, yol gezileri ve bölge için hazır rotalar.',
      ar: 'الرحلات الجوية والحافلات وتأجير السيارات والرحلات البرية وبرامج جاهزة للمنطقة.',
    },
  },
  {
    slug: 'culture',
    name: { en: 'Culture', tr: 'Kültür', ar: 'ثقافة' },
    description: {
      en: 'History, music and city life on the Black Sea coast, from Byzantine frescoes to the horon.',
      tr: 'Bizans fresklerinden horona, Karadeniz kıyısında tarih, müzik ve şehir hayatı.',
      ar: 'التاريخ والموسيقى وحياة المدينة على ساحل البحر الأسود، من الجداريات البيزنطية إلى رقصة الهورون.',
    },
  },
];
