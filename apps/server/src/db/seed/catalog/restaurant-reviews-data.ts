import type { ReviewSeed } from './reviews-data.ts';

/** A pool of diners' reviews; the seed gives each restaurant a few of them. */
export const RESTAURANT_REVIEWS: ReviewSeed[] = [
  {
    author: 'Fatima Al-Zahra',
    lang: 'ar',
    rating: 5,
    title: 'عشاء لا يُنسى',
    text: 'الطعام طازج والخدمة سريعة ولطيفة، والطاولة التي حجزناها كانت جاهزة في موعدها تماماً.',
  },
  {
    author: 'Murat Demir',
    lang: 'tr',
    rating: 5,
    title: 'Tam bir Karadeniz sofrası',
    text: 'Her şey tazeydi, porsiyonlar doyurucuydu. Rezervasyon saatinde masamız hazırdı.',
  },
  {
    author: 'Sophie Laurent',
    lang: 'en',
    rating: 4,
    title: 'Worth the drive',
    text: 'Simple food cooked with care and a view we will remember. Busy at weekends, so book ahead.',
  },
  {
    author: 'Omar Haddad',
    lang: 'ar',
    rating: 4,
    title: 'مكان مناسب للعائلات',
    text: 'أجواء هادئة ومساحة مريحة للأطفال، والأسعار معقولة. الحلويات كانت ممتازة.',
  },
  {
    author: 'Zeynep Arslan',
    lang: 'tr',
    rating: 4,
    title: 'Güzel ama kalabalık',
    text: 'Yemekler çok lezzetliydi; akşam saatlerinde biraz gürültülü olabiliyor, yine de tavsiye ederim.',
  },
  {
    author: 'Daniel Weber',
    lang: 'en',
    rating: 5,
    title: 'Best meal of our trip',
    text: 'Friendly staff, fair prices and the fish was caught that morning. We came back the next day.',
  },
  {
    author: 'Aylin Koç',
    lang: 'tr',
    rating: 3,
    title: 'Fena değil',
    text: 'Manzara harika ama servis biraz yavaştı. Çay ve tatlılar ise gerçekten çok iyiydi.',
  },
];
