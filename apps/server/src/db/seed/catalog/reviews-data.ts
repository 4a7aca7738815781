import type { Language } from '@app/shared/i18n/languages';

export interface ReviewSeed {
  author: string;
  lang: Language;
  rating: number;
  title: string;
  text: string;
}

/** A pool of guest reviews; the seed gives each hotel a few of them. */
export const REVIEWS: ReviewSeed[] = [
  {
    author: 'Ahmed Al-Mansouri',
    lang: 'ar',
    rating: 5,
    title: 'إقامة رائعة',
    text: 'الموظفون لطفاء جدًا والإفطار غني، والإطلالة من الشرفة لا تُنسى. سنعود مع العائلة.',
  },
  {
    author: 'Elif Şahin',
    lang: 'tr',
    rating: 5,
    title: 'Huzur dolu',
    text: 'Sabah sisi, sıcak çay ve tertemiz odalar. Personel her konuda yardımcı oldu.',
  },
  {
    author: 'James Carter',
    lang: 'en',
    rating: 4,
    title: 'Great base for day trips',
    text: 'Comfortable room and a very helpful front desk that arranged our trips to the plateaus.',
  },
  {
    author: 'Fatima Al-Harbi',
    lang: 'ar',
    rating: 4,
    title: 'مكان هادئ ونظيف',
    text: 'الغرفة نظيفة والطعام حلال ولذيذ. الواي فاي ضعيف قليلًا في المساء.',
  },
  {
    author: 'Mehmet Demir',
    lang: 'tr',
    rating: 4,
    title: 'Fiyatına göre çok iyi',
    text: 'Konumu harika, kahvaltı doyurucu. Otopark biraz dar ama sorun olmadı.',
  },
  {
    author: 'Sophie Martin',
    lang: 'en',
    rating: 5,
    title: 'The view!',
    text: 'We watched the fog roll over the hills from bed. Breakfast with local honey was a highlight.',
  },
  {
    author: 'Khalid Al-Qahtani',
    lang: 'ar',
    rating: 5,
    title: 'مناسب للعائلات',
    text: 'الغرف العائلية واسعة والأطفال استمتعوا كثيرًا. قريب من المطاعم والمسجد.',
  },
  {
    author: 'Ayşe Kaya',
    lang: 'tr',
    rating: 3,
    title: 'Güzel ama kalabalık',
    text: 'Otel güzel ama hafta sonu çok kalabalıktı. Hafta içi gelmenizi öneririm.',
  },
  {
    author: 'Lukas Becker',
    lang: 'en',
    rating: 4,
    title: 'Cosy and authentic',
    text: 'Wooden rooms, a real fireplace and hosts who told us where to eat the best muhlama.',
  },
  {
    author: 'Noura Al-Saadi',
    lang: 'ar',
    rating: 4,
    title: 'تجربة جميلة',
    text: 'الطبيعة ساحرة والفندق مريح. ننصح بحجز غرفة بإطلالة.',
  },
  {
    author: 'Can Öztürk',
    lang: 'tr',
    rating: 5,
    title: 'Tekrar geleceğiz',
    text: 'Manzara, yemekler ve ilgi mükemmeldi. Çocuklar da çok sevdi.',
  },
  {
    author: 'Emma Wilson',
    lang: 'en',
    rating: 3,
    title: 'Good location, thin walls',
    text: 'Perfect spot for the old town, though we could hear the street until late.',
  },
];
