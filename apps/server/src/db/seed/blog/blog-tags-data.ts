import type { TagSpellings } from '@app/shared/blog/tags';

export interface TagSeed {
  /** As the demo posts use it, in English; the slug comes from it. */
  name: string;
  /**
   * Each language's spelling; empty shows the name. A Turkish spelling equal to the name says the
   * word is Turkish too (so a Turkish page does not mark it as English).
   */
  names: TagSpellings;
}

/**
 * The demo posts' tags in every language the site speaks. Migration 0006_blog_tag_names gives
 * databases seeded before tags had spellings the same Turkish and Arabic ones (a test holds the two
 * to each other).
 */
export const BLOG_TAGS: TagSeed[] = [
  { name: 'Ayder', names: { en: '', tr: 'Ayder', ar: 'أيدر', fr: 'Ayder', es: 'Ayder' } },
  { name: 'family', names: { en: '', tr: 'aile', ar: 'العائلة', fr: 'famille', es: 'familia' } },
  { name: 'food', names: { en: '', tr: 'yemek', ar: 'الطعام', fr: 'cuisine', es: 'gastronomía' } },
  { name: 'hamsi', names: { en: '', tr: 'hamsi', ar: 'الهامسي', fr: 'hamsi', es: 'hamsi' } },
  { name: 'hiking', names: { en: '', tr: 'yürüyüş', ar: 'المشي الجبلي', fr: 'randonnée', es: 'senderismo' } },
  { name: 'history', names: { en: '', tr: 'tarih', ar: 'التاريخ', fr: 'histoire', es: 'historia' } },
  { name: 'music', names: { en: '', tr: 'müzik', ar: 'الموسيقى', fr: 'musique', es: 'música' } },
  { name: 'plateaus', names: { en: '', tr: 'yaylalar', ar: 'الهضاب', fr: 'plateaux', es: 'mesetas' } },
  { name: 'Rize', names: { en: '', tr: 'Rize', ar: 'ريزه', fr: 'Rize', es: 'Rize' } },
  {
    name: 'road trip',
    names: { en: '', tr: 'yol gezisi', ar: 'رحلة برية', fr: 'road trip', es: 'viaje por carretera' },
  },
  { name: 'Sümela', names: { en: '', tr: 'Sümela', ar: 'سوميلا', fr: 'Sümela', es: 'Sümela' } },
  { name: 'tea', names: { en: '', tr: 'çay', ar: 'الشاي', fr: 'thé', es: 'té' } },
  { name: 'Trabzon', names: { en: '', tr: 'Trabzon', ar: 'طرابزون', fr: 'Trabzon', es: 'Trabzon' } },
  { name: 'Uzungöl', names: { en: '', tr: 'Uzungöl', ar: 'أوزنجول', fr: 'Uzungöl', es: 'Uzungöl' } },
  { name: 'winter', names: { en: '', tr: 'kış', ar: 'الشتاء', fr: 'hiver', es: 'invierno' } },
];
