import type { HeroSlideAdminDto } from '@app/shared/settings/schemas';

/** The home page slideshow of a fresh install: shipped art, texts in every language the site speaks. */
export const HERO_SLIDES: HeroSlideAdminDto[] = [
  {
    url: '/images/destinations/uzungol.svg',
    title: {
      en: 'Mornings on the lake at Uzungöl',
      tr: "Uzungöl'de göl kıyısında sabahlar",
      ar: 'صباحات على بحيرة أوزنجول',
      fr: 'Matins au bord du lac d’Uzungöl',
      es: 'Amaneceres junto al lago de Uzungöl',
    },
    subtitle: {
      en: 'Wooden lodges, spruce forests and fog rolling off the water.',
      tr: 'Ahşap evler, ladin ormanları ve sudan yükselen sis.',
      ar: 'نُزل خشبية وغابات التنوب وضباب يتصاعد من الماء.',
      fr: 'Chalets en bois, forêts d’épicéas et brume qui s’élève du lac.',
      es: 'Casas de madera, bosques de abetos y niebla que se levanta sobre el agua.',
    },
  },
  {
    url: '/images/destinations/ayder.svg',
    title: {
      en: 'High summer on the Ayder plateau',
      tr: 'Ayder Yaylası’nda yaz',
      ar: 'الصيف على هضبة آيدر',
      fr: 'Plein été sur le plateau d’Ayder',
      es: 'Pleno verano en la meseta de Ayder',
    },
    subtitle: {
      en: 'Hot springs, waterfalls and meadows under the Kaçkar peaks.',
      tr: 'Kaçkarların eteğinde kaplıcalar, şelaleler ve çayırlar.',
      ar: 'ينابيع حارة وشلالات ومروج تحت قمم كاتشكار.',
      fr: 'Sources chaudes, cascades et prairies au pied des sommets du Kaçkar.',
      es: 'Aguas termales, cascadas y praderas al pie de los picos Kaçkar.',
    },
  },
  {
    url: '/images/destinations/black-sea-coast.svg',
    title: {
      en: 'The coast road from Trabzon to Rize',
      tr: "Trabzon'dan Rize'ye sahil yolu",
      ar: 'الطريق الساحلي من طرابزون إلى ريزه',
      fr: 'La route côtière de Trabzon à Rize',
      es: 'La carretera de la costa de Trabzon a Rize',
    },
    subtitle: {
      en: 'Tea terraces, fishing harbours and sunsets over the Black Sea.',
      tr: 'Çay bahçeleri, balıkçı limanları ve Karadeniz’de gün batımı.',
      ar: 'مدرجات الشاي وموانئ الصيد وغروب الشمس فوق البحر الأسود.',
      fr: 'Terrasses de thé, ports de pêche et couchers de soleil sur la mer Noire.',
      es: 'Terrazas de té, puertos pesqueros y atardeceres sobre el mar Negro.',
    },
  },
];
