import type {
  AdminBlogPostDto,
  AdminBlogPostRowDto,
  AdminBlogTranslationDto,
  AdminCommentDto,
  BlogOverviewDto,
} from '@app/shared/blog/schemas';

export const POST_ID = '7d1c2b6e-0000-4000-8000-000000000001';

export function testTranslation(overrides: Partial<AdminBlogTranslationDto> = {}): AdminBlogTranslationDto {
  return {
    title: 'A morning at Sümela Monastery',
    excerpt: 'The cliffside monastery before the crowds arrive.',
    content: '<p>We left Trabzon at seven.</p>',
    seoTitle: '',
    seoDescription: '',
    seoKeywords: [],
    ...overrides,
  };
}

export function testPost(overrides: Partial<AdminBlogPostDto> = {}): AdminBlogPostDto {
  return {
    _id: POST_ID,
    slug: 'a-morning-at-sumela-monastery',
    originalLang: 'en',
    translations: { en: testTranslation() },
    status: 'published',
    scheduled: false,
    featured: false,
    allowComments: true,
    featuredImage: '',
    categoryId: null,
    tags: ['monasteries'],
    publishAt: '2026-05-01T09:00',
    publishedAt: '2026-05-01T06:00:00.000Z',
    author: { name: 'Elif Demir' },
    createdAt: '2026-04-20T08:00:00.000Z',
    updatedAt: '2026-05-01T06:00:00.000Z',
    ...overrides,
  };
}

export function testRow(overrides: Partial<AdminBlogPostRowDto> = {}): AdminBlogPostRowDto {
  return {
    _id: POST_ID,
    slug: 'a-morning-at-sumela-monastery',
    title: 'A morning at Sümela Monastery',
    lang: 'en',
    languages: ['en', 'tr'],
    status: 'published',
    scheduled: false,
    featured: false,
    category: 'Culture',
    publishedAt: '2026-05-01T06:00:00.000Z',
    updatedAt: '2026-05-01T06:00:00.000Z',
    views: 1250,
    comments: { pending: 2, approved: 5 },
    ...overrides,
  };
}

export function testOverview(overrides: Partial<BlogOverviewDto> = {}): BlogOverviewDto {
  return {
    posts: { draft: 3, published: 12, scheduled: 1, archived: 2 },
    comments: { pending: 4, approved: 30 },
    viewsLast30Days: 5400,
    ...overrides,
  };
}

export function testComment(overrides: Partial<AdminCommentDto> = {}): AdminCommentDto {
  return {
    _id: 'c0000000-0000-4000-8000-000000000001',
    authorName: 'Murat Aydın',
    authorEmail: 'murat@example.com',
    body: 'We went in June — take a jacket, it is cold up there!',
    lang: 'en',
    createdAt: '2026-05-03T10:15:00.000Z',
    status: 'pending',
    post: { _id: POST_ID, slug: 'a-morning-at-sumela-monastery', title: 'A morning at Sümela Monastery' },
    ...overrides,
  };
}
