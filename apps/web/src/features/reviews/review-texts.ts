import type { ReviewTarget } from './reviews-api';

/** What the reviews say, by what is reviewed: a hotel stay, a trip or a meal. */
export const NONE = {
  hotels: 'reviews.none',
  packages: 'reviews.noneTrip',
  restaurants: 'reviews.noneMeal',
} as const satisfies Record<ReviewTarget, string>;
export const AFTER = {
  hotels: 'reviews.afterStay',
  packages: 'reviews.afterTrip',
  restaurants: 'reviews.afterMeal',
} as const satisfies Record<ReviewTarget, string>;
export const ALREADY = {
  hotels: 'reviews.already',
  packages: 'reviews.alreadyTrip',
  restaurants: 'reviews.alreadyMeal',
} as const satisfies Record<ReviewTarget, string>;
