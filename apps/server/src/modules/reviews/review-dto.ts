import type { ReviewDto } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { reviews } from '../../db/schema/reviews.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** A review of any subject (hotel, package, restaurant…) as the API answers it. */
export function toReviewDto(
  r: Pick<ReviewRow, 'id' | 'rating' | 'title' | 'text' | 'authorName' | 'createdAt' | 'lang'>,
): ReviewDto {
  return {
    _id: r.id,
    rating: r.rating,
    title: r.title,
    text: r.text,
    author: r.authorName,
    date: r.createdAt.toISOString(),
    lang: r.lang as Language,
  };
}
