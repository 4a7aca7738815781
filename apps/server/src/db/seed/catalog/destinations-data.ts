import type { Localized } from '@app/shared/i18n/localized';

export interface DestinationSeed {
  slug: string;
  name: Required<Localized>;
  description: Required<Localized>;
  latitude: number;
  longitude: number;
  featured: boolean;
}

export const DESTINATIONS: DestinationSeed[] = [
  {
    slug: 'trabzon',
    name: { en: 'Trabzon', tr: 'Trabzon', ar: 'طرابزون' },
    description: {
      en: 'A lively port city of bazaars, Boztepe sunsets and hamsi fresh from the Black Sea.',
      tr: 'Çarşıları, Boztepe gün batımları ve Karadeniz’den taze hamsisiyle canlı bir liman şehri.',
      ar: 'مدينة ساحلية نابضة بالحياة بأسواقها وغروب الشمس من بوزتبه وسمك الهامسي الطازج من البحر الأسود.',
    },
    latitude: 41.0027,
    longitude: 39.7168,
    featured: true,
  },
  {
    slug: 'uzungol',
    name: { en: 'Uzungöl', tr: 'Uzungöl', ar: 'أوزنجول' },
    description: {
      en: 'A mirror-still mountain lake with a wooden mosque, spruce forests and morning fog.',
      tr: 'Ahşap camisi, ladin ormanları ve sabah sisiyle ayna gibi durgun bir dağ gölü.',
      ar: 'بحيرة جبلية ساكنة كالمرآة مع مسجد خشبي وغابات التنوب وضباب الصباح.',
    },
    latitude: 40.6193,
    longitude: 40.2876,
    featured: true,
  },
  {
    slug: 'rize',
    name: { en: 'Rize', tr: 'Rize', ar: 'ريزه' },
    description: {
      en: 'Terraced tea gardens rolling down to the sea, and the best glass of tea in Türkiye.',
      tr: 'Denize doğru inen teraslı çay bahçeleri ve Türkiye’nin en güzel bir bardak çayı.',
      ar: 'مزارع شاي مدرّجة تنحدر نحو البحر، وأطيب كوب شاي في تركيا.',
    },
    latitude: 41.0201,
    longitude: 40.5234,
    featured: true,
  },
  {
    slug: 'ayder',
    name: { en: 'Ayder Plateau', tr: 'Ayder Yaylası', ar: 'هضبة آيدر' },
    description: {
      en: 'Green highland meadows, waterfalls and hot springs above the Fırtına valley.',
      tr: 'Fırtına vadisinin üzerinde yeşil yayla çayırları, şelaleler ve kaplıcalar.',
      ar: 'مروج مرتفعات خضراء وشلالات وينابيع حارة فوق وادي فيرتينا.',
    },
    latitude: 40.9526,
    longitude: 41.1019,
    featured: true,
  },
  {
    slug: 'sumela-macka',
    name: { en: 'Sümela & Maçka', tr: 'Sümela ve Maçka', ar: 'سوميلا وماتشكا' },
    description: {
      en: 'The cliff-hung Sümela Monastery in the Altındere forest, and cool Maçka valleys.',
      tr: 'Altındere ormanında kayalığa tutunmuş Sümela Manastırı ve serin Maçka vadileri.',
      ar: 'دير سوميلا المعلّق على الجرف في غابة ألتن دره، ووديان ماتشكا المنعشة.',
    },
    latitude: 40.6901,
    longitude: 39.6581,
    featured: true,
  },
  {
    slug: 'black-sea-coast',
    name: { en: 'Black Sea Coast', tr: 'Karadeniz Sahili', ar: 'ساحل البحر الأسود' },
    description: {
      en: 'Fishing towns along the coast road, from Akçaabat meatballs to the bays near Sarp.',
      tr: 'Akçaabat köftesinden Sarp yakınlarındaki koylara, sahil yolu boyunca balıkçı kasabaları.',
      ar: 'بلدات صيد على طول الطريق الساحلي، من كفتة أكتشه آباد إلى الخلجان قرب سارب.',
    },
    latitude: 41.0306,
    longitude: 39.5714,
    featured: false,
  },
];
