// What other features may use of reviews: the section a page shows for what can be reviewed after a visit.
export type { ReviewTarget } from './reviews-api';
export { ReviewsSection } from './reviews-section';
