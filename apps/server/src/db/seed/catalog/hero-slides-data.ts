import type { HeroSlideAdminDto } from '@app/shared/settings/schemas';

/** The home page slideshow of a fresh install: shipped art, texts in three languages. */
export const HERO_SLIDES: HeroSlideAdminDto[] = [
  {
    url: '/images/destinations/uzungol.svg',
    title: {
      en: 'Mornings on the lake at Uzungöl',
      tr: "Uzungöl'de göl kıyısında sabahlar",
      ar: 'صباحات على بحيرة أوزنجول',
    },
    subtitle: {
      en: 'Wooden lodges, spruce forests and fog rolling off the water.',
      tr: 'Ahşap evler, ladin ormanları ve sudan yükselen sis.',
      ar: 'نُزل خشبية وغابات التنوب وضباب يتصاعد من الماء.',
    },
  },
  {
    url: '/images/destinations/ayder.svg',
    title: {
      en: 'High summer on the Ayder plateau',
      tr: 'Ayder Yaylası’nda yaz',
      ar: 'الصيف على هضبة آيدر',
    },
    subtitle: {
      en: 'Hot springs, waterfalls and meadows under the Kaçkar peaks.',
      tr: 'Kaçkarların eteğinde kaplıcalar, şelaleler ve çayırlar.',
      ar: 'ينابيع حارة وشلالات ومروج تحت قمم كاتشكار.',
    },
  },
  {
    url: '/images/destinations/black-sea-coast.svg',
    title: {
      en: 'The coast road from Trabzon to Rize',
      tr: "Trabzon'dan Rize'ye sahil yolu",
      ar: 'الطريق الساحلي من طرابزون إلى ريزه',
    },
    subtitle: {
      en: 'Tea terraces, fishing harbours and sunsets over the Black Sea.',
      tr: 'Çay bahçeleri, balıkçı limanları ve Karadeniz’de gün batımı.',
      ar: 'مدرجات الشاي وموانئ الصيد وغروب الشمس فوق البحر الأسود.',
    },
  },
];
