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
    name: { en: 'Trabzon', tr: 'Trabzon', ar: 'طرابزون', fr: 'Trabzon', es: 'Trabzon' },
    description: {
      en: 'A lively port city of bazaars, Boztepe sunsets and hamsi fresh from the Black Sea.',
      tr: 'Çarşıları, Boztepe gün batımları ve Karadeniz’den taze hamsisiyle canlı bir liman şehri.',
      ar: 'مدينة ساحلية نابضة بالحياة بأسواقها وغروب الشمس من بوزتبه وسمك الهامسي الطازج من البحر الأسود.',
      fr: 'Une ville portuaire animée : ses bazars, ses couchers de soleil depuis Boztepe et ses anchois (hamsi) tout juste pêchés en mer Noire.',
      es: 'Una animada ciudad portuaria de bazares, atardeceres desde Boztepe y anchoas (hamsi) recién salidas del mar Negro.',
    },
    latitude: 41.0027,
    longitude: 39.7168,
    featured: true,
  },
  {
    slug: 'uzungol',
    name: { en: 'Uzungöl', tr: 'Uzungöl', ar: 'أوزنجول', fr: 'Uzungöl', es: 'Uzungöl' },
    description: {
      en: 'A mirror-still mountain lake with a wooden mosque, spruce forests and morning fog.',
      tr: 'Ahşap camisi, ladin ormanları ve sabah sisiyle ayna gibi durgun bir dağ gölü.',
      ar: 'بحيرة جبلية ساكنة كالمرآة مع مسجد خشبي وغابات التنوب وضباب الصباح.',
      fr: 'Un lac de montagne lisse comme un miroir, avec sa mosquée en bois, ses forêts d’épicéas et sa brume matinale.',
      es: 'Un lago de montaña quieto como un espejo, con su mezquita de madera, bosques de abetos y niebla al amanecer.',
    },
    latitude: 40.6193,
    longitude: 40.2876,
    featured: true,
  },
  {
    slug: 'rize',
    name: { en: 'Rize', tr: 'Rize', ar: 'ريزه', fr: 'Rize', es: 'Rize' },
    description: {
      en: 'Terraced tea gardens rolling down to the sea, and the best glass of tea in Türkiye.',
      tr: 'Denize doğru inen teraslı çay bahçeleri ve Türkiye’nin en güzel bir bardak çayı.',
      ar: 'مزارع شاي مدرّجة تنحدر نحو البحر، وأطيب كوب شاي في تركيا.',
      fr: 'Des jardins de thé en terrasses qui descendent jusqu’à la mer, et le meilleur verre de thé de Turquie.',
      es: 'Plantaciones de té en terrazas que bajan hasta el mar y el mejor vaso de té de Turquía.',
    },
    latitude: 41.0201,
    longitude: 40.5234,
    featured: true,
  },
  {
    slug: 'ayder',
    name: {
      en: 'Ayder Plateau',
      tr: 'Ayder Yaylası',
      ar: 'هضبة آيدر',
      fr: 'Plateau d’Ayder',
      es: 'Meseta de Ayder',
    },
    description: {
      en: 'Green highland meadows, waterfalls and hot springs above the Fırtına valley.',
      tr: 'Fırtına vadisinin üzerinde yeşil yayla çayırları, şelaleler ve kaplıcalar.',
      ar: 'مروج مرتفعات خضراء وشلالات وينابيع حارة فوق وادي فيرتينا.',
      fr: 'Prairies d’altitude verdoyantes, cascades et sources chaudes au-dessus de la vallée de la Fırtına.',
      es: 'Verdes praderas de montaña, cascadas y aguas termales sobre el valle del Fırtına.',
    },
    latitude: 40.9526,
    longitude: 41.1019,
    featured: true,
  },
  {
    slug: 'sumela-macka',
    name: {
      en: 'Sümela & Maçka',
      tr: 'Sümela ve Maçka',
      ar: 'سوميلا وماتشكا',
      fr: 'Sümela et Maçka',
      es: 'Sümela y Maçka',
    },
    description: {
      en: 'The cliff-hung Sümela Monastery in the Altındere forest, and cool Maçka valleys.',
      tr: 'Altındere ormanında kayalığa tutunmuş Sümela Manastırı ve serin Maçka vadileri.',
      ar: 'دير سوميلا المعلّق على الجرف في غابة ألتن دره، ووديان ماتشكا المنعشة.',
      fr: 'Le monastère de Sümela, accroché à la falaise dans la forêt d’Altındere, et la fraîcheur des vallées de Maçka.',
      es: 'El monasterio de Sümela, colgado del acantilado en el bosque de Altındere, y los frescos valles de Maçka.',
    },
    latitude: 40.6901,
    longitude: 39.6581,
    featured: true,
  },
  {
    slug: 'black-sea-coast',
    name: {
      en: 'Black Sea Coast',
      tr: 'Karadeniz Sahili',
      ar: 'ساحل البحر الأسود',
      fr: 'Côte de la mer Noire',
      es: 'Costa del mar Negro',
    },
    description: {
      en: 'Fishing towns along the coast road, from Akçaabat meatballs to the bays near Sarp.',
      tr: 'Akçaabat köftesinden Sarp yakınlarındaki koylara, sahil yolu boyunca balıkçı kasabaları.',
      ar: 'بلدات صيد على طول الطريق الساحلي، من كفتة أكتشه آباد إلى الخلجان قرب سارب.',
      fr: 'Des villages de pêcheurs le long de la route côtière, des boulettes d’Akçaabat jusqu’aux criques proches de Sarp.',
      es: 'Pueblos pesqueros a lo largo de la carretera de la costa, desde las albóndigas de Akçaabat hasta las calas cerca de Sarp.',
    },
    latitude: 41.0306,
    longitude: 39.5714,
    featured: false,
  },
];
