import type {
  BlogArchiveYearDto,
  BlogCategoryDto,
  BlogCommentDto,
  BlogPostDto,
  BlogPostSummaryDto,
} from '@app/shared/blog/schemas';
import type { BlogTagDto } from '@app/shared/blog/tags';
import type { Paginated } from '@app/shared/common/pagination';

/** Posts, comments and lists as the blog API answers them, for component tests. */

export function summary(overrides: Partial<BlogPostSummaryDto> = {}): BlogPostSummaryDto {
  return {
    _id: 'p1',
    slug: 'uzungol-lake',
    lang: 'en',
    dir: 'ltr',
    isFallback: false,
    title: 'A morning at Uzungöl',
    excerpt: 'The lake before the tour buses arrive.',
    featuredImage: '/images/blog/uzungol-lake.svg',
    category: { slug: 'places', name: 'Places' },
    tags: [{ slug: 'uzungol', name: 'Uzungöl', lang: 'en' }],
    author: { name: 'Ayşe Kaya' },
    featured: false,
    publishedAt: '2027-06-01T07:00:00.000Z',
    readingMinutes: 4,
    ...overrides,
  };
}

export function post(overrides: Partial<BlogPostDto> = {}): BlogPostDto {
  return {
    ...summary(),
    content:
      '<p>Arrive before eight and the water is still.</p><h2>Where to walk</h2><p>Take the lake path.</p>',
    originalLang: 'en',
    languages: ['en', 'tr', 'ar'],
    allowComments: true,
    seo: {
      title: 'Uzungöl at dawn: a short guide',
      description: 'When to go and where to walk.',
      keywords: ['Uzungöl'],
    },
    updatedAt: '2027-06-03T09:00:00.000Z',
    related: [],
    approvedComments: 0,
    ...overrides,
  };
}

export function page<T>(data: T[], extra: Partial<Paginated<T>> = {}): Paginated<T> {
  return { data, total: data.length, page: 1, totalPages: 1, ...extra };
}

export function comment(overrides: Partial<BlogCommentDto> = {}): BlogCommentDto {
  return {
    _id: 'c1',
    authorName: 'Mehmet',
    body: 'We went in May: perfect.',
    lang: 'en',
    createdAt: '2027-06-02T10:00:00.000Z',
    ...overrides,
  };
}

export const categories: BlogCategoryDto[] = [
  { _id: 'k1', slug: 'places', name: 'Places', description: 'Where to go.', postCount: 3 },
  { _id: 'k2', slug: 'food-tea', name: 'Food & Tea', description: '', postCount: 2 },
];

export const tags: BlogTagDto[] = [
  { _id: 't1', slug: 'uzungol', name: 'Uzungöl', lang: 'en', postCount: 2 },
  { _id: 't2', slug: 'hamsi', name: 'hamsi', lang: 'en', postCount: 1 },
];

export const archive: BlogArchiveYearDto[] = [
  {
    year: 2027,
    count: 3,
    months: [
      { month: '2027-06', count: 2 },
      { month: '2027-05', count: 1 },
    ],
  },
  { year: 2026, count: 1, months: [{ month: '2026-11', count: 1 }] },
];
