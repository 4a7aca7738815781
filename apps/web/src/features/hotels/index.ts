// What other features may use of hotels; pages are reached through the router only.
export { HotelGallery } from './components/hotel-gallery';
export { HotelReviews } from './components/hotel-reviews';
