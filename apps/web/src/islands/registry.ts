import type { ComponentType } from 'react';
import type { TextPart } from '../lib/i18n';

interface IslandEntry {
  load: () => Promise<ComponentType<never>>;
  /** The parts of the texts it reads besides the public site's. */
  texts?: TextPart[];
}

/**
 * Every island a page sent light may hold, by name: how the browser loads its component. The
 * server renders an island from the component the page gives it; a test checks each name here
 * loads that same component.
 */
export const ISLANDS = {
  'site-header': { load: () => import('../components/layout/site-header').then((m) => m.SiteHeader) },
  newsletter: { load: () => import('../components/layout/newsletter-form').then((m) => m.NewsletterForm) },
  'blog-bar': { load: () => import('../app/layouts/blog-bar').then((m) => m.BlogBar), texts: ['blog'] },
  'post-comments': {
    load: () => import('../features/blog/components/post-comments').then((m) => m.PostComments),
    texts: ['blog'],
  },
  'contact-form': {
    load: () => import('../features/contact/contact-form').then((m) => m.ContactForm),
    texts: ['company'],
  },
  'hotel-list': { load: () => import('../features/hotels/hotel-list-page').then((m) => m.HotelListView) },
  'hotel-detail': {
    load: () => import('../features/hotels/hotel-detail-page').then((m) => m.HotelDetailView),
  },
  'package-list': {
    load: () => import('../features/packages/package-list-page').then((m) => m.PackageListView),
  },
  'package-detail': {
    load: () => import('../features/packages/package-detail-page').then((m) => m.PackageDetailView),
  },
  'restaurant-list': {
    load: () => import('../features/restaurants/restaurant-list-page').then((m) => m.RestaurantListView),
  },
  'restaurant-detail': {
    load: () => import('../features/restaurants/restaurant-detail-page').then((m) => m.RestaurantDetailView),
  },
  'booking-find': {
    // With the kinds of booking registered: the booking found reads as its kind says.
    load: () =>
      Promise.all([import('../features/bookings/find-booking-page'), import('../app/booking-kinds')]).then(
        ([m]) => m.FindBookingForm,
      ),
    texts: ['account'],
  },
  checkout: {
    // With the kinds of booking registered: the address names the kind whose checkout it is.
    load: () =>
      Promise.all([import('../features/bookings/checkout-page'), import('../app/booking-kinds')]).then(
        ([m]) => m.CheckoutForm,
      ),
    texts: ['account'],
  },
  'car-transfers': {
    load: () => import('../features/vehicles/car-transfers-page').then((m) => m.CarTransfersView),
    texts: ['vehicles'],
  },
  taxis: {
    load: () => import('../features/vehicles/taxis-page').then((m) => m.TaxisView),
    texts: ['vehicles'],
  },
  'trabzon-hotels': {
    load: () => import('../features/trabzon-hotels/trabzon-hotels-page').then((m) => m.TrabzonHotelsView),
    texts: ['trabzonHotels'],
  },
  flights: {
    load: () => import('../features/flights/flights-page').then((m) => m.FlightsView),
    texts: ['flights'],
  },
  'home-search': { load: () => import('../features/home/home-search-panel').then((m) => m.HomeSearchPanel) },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;
