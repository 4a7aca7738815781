import { bookingKindsSold } from './booking-kinds-sold.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { MailOutbox } from './integrations/mail/mail-outbox.ts';
import { configuredTravelProvider } from './integrations/travel-provider/configured-provider.ts';
import { offlineHotelContent } from './integrations/travel-provider/offline/offline-provider.ts';
import type { BackgroundTasks } from './lib/background-tasks.ts';
import type { Clock } from './lib/clock.ts';
import { auditService } from './modules/audit/audit.service.ts';
import { authService } from './modules/auth/auth.service.ts';
import { AccessTokens } from './modules/auth/tokens.ts';
import { blogService } from './modules/blog/blog.service.ts';
import { blogAdminService } from './modules/blog/blog-admin.service.ts';
import { blogAdminAnalyticsService } from './modules/blog/blog-admin-analytics.service.ts';
import { blogAdminCommentsService } from './modules/blog/blog-admin-comments.service.ts';
import { blogAdminTaxonomyService } from './modules/blog/blog-admin-taxonomy.service.ts';
import { blogCommentsService } from './modules/blog/blog-comments.service.ts';
import { blogViewsService } from './modules/blog/blog-views.service.ts';
import { adminBookingsService } from './modules/bookings/admin-bookings.service.ts';
import type { BookingKind } from './modules/bookings/booking-kind.ts';
import { bookingKinds } from './modules/bookings/booking-kinds.ts';
import { bookingsService } from './modules/bookings/bookings.service.ts';
import { contactService } from './modules/contact/contact.service.ts';
import { dashboardService } from './modules/dashboard/dashboard.service.ts';
import { destinationsService } from './modules/destinations/destinations.service.ts';
import { feedsService } from './modules/feeds/feeds.service.ts';
import { hotelsService } from './modules/hotels/hotels.service.ts';
import { inventoryService } from './modules/inventory/inventory.service.ts';
import { newsletterService } from './modules/newsletter/newsletter.service.ts';
import { offersService } from './modules/offers/offers.service.ts';
import { packagesService } from './modules/packages/packages.service.ts';
import { restaurantsService } from './modules/restaurants/restaurants.service.ts';
import { reviewsService } from './modules/reviews/reviews.service.ts';
import { settingsService } from './modules/settings/settings.service.ts';
import { AnswerCache } from './modules/travel/answer-cache.ts';
import { offerSeal } from './modules/travel/offer-seal.ts';
import { travelService } from './modules/travel/travel.service.ts';
import { travelSource } from './modules/travel/travel-source.ts';
import { uploadsService } from './modules/uploads/uploads.service.ts';
import { adminUsersService } from './modules/users/admin-users.service.ts';
import { usersService } from './modules/users/users.service.ts';
import { adminVehiclesService } from './modules/vehicles/admin-vehicles.service.ts';
import { vehiclesService } from './modules/vehicles/vehicles.service.ts';

/** What the services share, given once. */
export interface ServiceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  /** The server's secret: access tokens, and the mail settings sealed under it. */
  secret: string;
  mailOutbox: MailOutbox;
  tasks: BackgroundTasks;
  /** Kinds of booking registered after the ones sold (a test's own kind). */
  extraKinds?: readonly BookingKind[];
  log: { warn(obj: object, msg: string): void };
}

/**
 * Every service of the app, each built once at start-up (docs/decisions/025). A service that uses
 * another module's service receives it here; routes and plugins read them from `app.services`.
 */
export function appServices(deps: ServiceDeps) {
  const { db, clock, config, mailOutbox } = deps;
  const timeZone = config.BUSINESS_TIMEZONE;
  const zoned = { db, clock, timeZone };

  const destinations = destinationsService({ db, clock });
  const providers = configuredTravelProvider(config, deps.log, clock);
  const travel = travelService({
    db,
    clock,
    source: travelSource(providers.provider, providers.offline, deps.log),
    cache: new AnswerCache(() => clock.now().getTime()),
    seal: offerSeal(deps.secret),
    content: offlineHotelContent,
  });
  const reviews = reviewsService(zoned);
  const uploads = uploadsService({ db, clock, dataDir: config.DATA_DIR });
  const kinds = bookingKinds([
    ...bookingKindsSold({ destinations, clock, timeZone, travel }),
    ...(deps.extraKinds ?? []),
  ]);
  const booking = {
    ...zoned,
    kinds,
    publicUrl: config.publicUrl,
    mailOutbox,
    mailFrom: config.MAIL_FROM,
  };
  const tokens = new AccessTokens(deps.secret, config.ACCESS_TOKEN_TTL_SECONDS, () => clock.now());

  const auth = authService({ db, clock, tokens, mailOutbox, tasks: deps.tasks, publicUrl: config.publicUrl });
  const bookings = bookingsService(booking);
  const blogAdminComments = blogAdminCommentsService({ db, clock });

  return {
    auth,
    users: usersService({ db, clock, uploads }),
    uploads,
    newsletter: newsletterService(db),
    settings: settingsService({ db, config, clock, secret: deps.secret }),
    contact: contactService({ db, config, clock, mailOutbox }),
    feeds: feedsService({ db, config, clock }),
    destinations,
    reviews,
    hotels: hotelsService({ ...zoned, destinations, reviews }),
    packages: packagesService({ ...zoned, destinations, reviews }),
    restaurants: restaurantsService({ ...zoned, destinations, reviews }),
    offers: offersService(zoned),
    vehicles: vehiclesService(zoned),
    travel,
    adminVehicles: adminVehiclesService(zoned),
    inventory: inventoryService(db),
    /** The kinds of booking the booking core knows. */
    bookingKinds: kinds,
    bookings,
    adminBookings: adminBookingsService(booking),
    blog: blogService(zoned),
    blogViews: blogViewsService(zoned),
    blogComments: blogCommentsService({ db, clock }),
    blogAdmin: blogAdminService(zoned),
    blogAdminComments,
    adminUsers: adminUsersService({ db, clock, auth, bookings, reviews, blogComments: blogAdminComments }),
    blogAdminTaxonomy: blogAdminTaxonomyService(db),
    blogAdminAnalytics: blogAdminAnalyticsService(db),
    dashboard: dashboardService(zoned),
    audit: auditService(zoned),
  };
}

export type AppServices = ReturnType<typeof appServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of the app, built once by buildApp (services.ts). */
    services: AppServices;
  }
}
