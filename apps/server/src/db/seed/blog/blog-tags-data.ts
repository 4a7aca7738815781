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
 * The demo posts' tags in Turkish and Arabic. Migration 0006_blog_tag_names gives databases seeded
 * before tags had spellings the same ones (a test holds the two to each other).
 */
export const BLOG_TAGS: TagSeed[] = [
  { name: 'Ayder', names: { en: '', tr: 'Ayder', ar: 'أيدر' } },
  { name: 'family', names: { en: '', tr: 'aile', ar: 'العائلة' } },
  { name: 'food', names: { en: '', tr: 'yemek', ar: 'الطعام' } },
  { name: 'hamsi', names: { en: '', tr: 'hamsi', ar: 'الهامسي' } },
  { name: 'hiking', names: { en: '', tr: 'yürüyüş', ar: 'المشي الجبلي' } },
  { name: 'history', names: { en: '', tr: 'tarih', ar: 'التاريخ' } },
  { name: 'music', names: { en: '', tr: 'müzik', ar: 'الموسيقى' } },
  { name: 'plateaus', names: { en: '', tr: 'yaylalar', ar: 'الهضاب' } },
  { name: 'Rize', names: { en: '', tr: 'Rize', ar: 'ريزه' } },
  { name: 'road trip', names: { en: '', tr: 'yol gezisi', ar: 'رحلة برية' } },
  { name: 'Sümela', names: { en: '', tr: 'Sümela', ar: 'سوميلا' } },
  { name: 'tea', names: { en: '', tr: 'çay', ar: 'الشاي' } },
  { name: 'Trabzon', names: { en: '', tr: 'Trabzon', ar: 'طرابزون' } },
  { name: 'Uzungöl', names: { en: '', tr: 'Uzungöl', ar: 'أوزنجول' } },
  { name: 'winter', names: { en: '', tr: 'kış', ar: 'الشتاء' } },
];
