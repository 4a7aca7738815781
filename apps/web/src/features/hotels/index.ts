// What other features may use of hotels; pages are reached through the router only.
export { HotelCard } from './components/hotel-card';
export { HotelGallery } from './components/hotel-gallery';
export { HotelReviews } from './components/hotel-reviews';
export { RatingBadge } from './components/rating-badge';
export { StarRow } from './components/star-row';
