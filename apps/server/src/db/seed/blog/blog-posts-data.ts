import type { PostSeed } from './blog-post-seed.ts';
import { AYDER_PLATEAU_POSTS } from './blog-posts-ayder-plateaus.ts';
import { CULTURE_POSTS } from './blog-posts-culture.ts';
import { SPANISH_POST_TEXTS } from './blog-posts-es.ts';
import { FOOD_TEA_POSTS } from './blog-posts-food-tea.ts';
import { FRENCH_POST_TEXTS } from './blog-posts-fr.ts';
import { PRACTICAL_POSTS } from './blog-posts-practical.ts';
import { SEASON_POSTS } from './blog-posts-seasons.ts';
import { SUMELA_UZUNGOL_POSTS } from './blog-posts-sumela-uzungol.ts';

/** A post with its French and Spanish texts, where it has them. */
function withFrenchAndSpanish(post: PostSeed): PostSeed {
  const fr = FRENCH_POST_TEXTS[post.slug];
  const es = SPANISH_POST_TEXTS[post.slug];
  if (!fr && !es) return post;
  return { ...post, translations: { ...post.translations, ...(fr && { fr }), ...(es && { es }) } };
}

/**
 * The demo blog: 14 posts. Published ones have English, Turkish and Arabic, except two that show
 * the fallback to a post's own language: the plateaus post (Turkish only) and the family
 * itinerary (Arabic only). Six of them are also in French and Spanish (Sümela, Uzungöl, Trabzon
 * food, Rize tea, the best time to visit and getting to Trabzon); the others fall back to their own
 * language there. One draft (English and Turkish, its Arabic still to come), one archived, one
 * scheduled a week ahead, one with comments closed, three featured.
 */
export const BLOG_POSTS: PostSeed[] = [
  ...SUMELA_UZUNGOL_POSTS,
  ...AYDER_PLATEAU_POSTS,
  ...FOOD_TEA_POSTS,
  ...CULTURE_POSTS,
  ...SEASON_POSTS,
  ...PRACTICAL_POSTS,
].map(withFrenchAndSpanish);

/** Published posts written in one language only, on purpose. */
export const SINGLE_LANGUAGE_POSTS = ['zigana-hidirnebi-pokut-yaylalari', 'trabzon-family-itinerary-3-days'];

/** The posts that are also in French and Spanish. */
export const FRENCH_AND_SPANISH_POSTS = Object.keys(FRENCH_POST_TEXTS);
