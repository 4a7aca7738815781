import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type MailOutbox, mailOutbox } from './integrations/mail/mail-outbox.ts';
import { createMailer, type Mailer } from './integrations/mail/mailer.ts';
import { settingsAwareMailer } from './integrations/mail/settings-mailer.ts';
import { BackgroundTasks } from './lib/background-tasks.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { logSafeError } from './lib/log-safe-error.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { auditSweep } from './modules/audit/audit-sweep.ts';
import { authModule } from './modules/auth/auth.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { blogAdminRoutes } from './modules/blog/blog-admin.routes.ts';
import type { BookingKind } from './modules/bookings/booking-kind.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { destinationsRoutes } from './modules/destinations/destinations.routes.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { hotelsRoutes } from './modules/hotels/hotels.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { packagesRoutes } from './modules/packages/packages.routes.ts';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { mailRouteReader } from './modules/settings/settings.service.ts';
import { personalDataSweep } from './modules/travel/personal-data-sweep.ts';
import { travelRoutes } from './modules/travel/travel.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes.ts';
import { auditTrailPlugin } from './plugins/audit-trail.ts';
import { authPlugin } from './plugins/auth.ts';
import { catalogCachePlugin } from './plugins/catalog-cache.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { langPlugin } from './plugins/lang.ts';
import { ogImagesPlugin } from './plugins/og-images.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticSpaPlugin } from './plugins/static-spa.ts';
import { uploadsStaticPlugin } from './plugins/uploads-static.ts';
import { appServices } from './services.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  /** The web app's server-rendering module; without it pages render in the browser. */
  ssrEntry?: string;
  jwtSecret: string;
  logger?: boolean | object;
  /** Kinds of booking registered after the ones the product sells (a test's own kind). */
  bookingKinds?: readonly BookingKind[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Pick<AppDeps, 'config' | 'database' | 'clock' | 'mailer'>> & {
      tasks: BackgroundTasks;
      mailOutbox: MailOutbox;
    };
  }
}

/** Query values that may be a person's (a booking lookup's email, an admin's search). */
const PERSONAL_QUERY = /([?&](?:email|q|reference|phone|name)=)[^&#]*/gi;

/** Reset tokens travel in the path; they never reach the log, nor do personal query values. */
export function redactUrl(url: string): string {
  return url.replace(/(\/resetpassword\/)[^/?#]+/i, '$1[redacted]').replace(PERSONAL_QUERY, '$1[redacted]');
}

/** Builds the whole application without listening; tests inject requests into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const logger =
    deps.logger && typeof deps.logger === 'object'
      ? {
          ...deps.logger,
          serializers: {
            err: logSafeError,
            req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
              method: req.method,
              url: redactUrl(req.url),
              remoteAddress: req.ip,
            }),
          },
        }
      : (deps.logger ?? false);
  const app = Fastify({
    logger,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = deps.clock ?? systemClock;
  const mailer =
    deps.mailer ??
    settingsAwareMailer(
      createMailer(deps.config, app.log),
      mailRouteReader(deps.database.db, deps.config, deps.jwtSecret),
      app.log,
    );
  const tasks = new BackgroundTasks(app.log);
  const outbox = mailOutbox({
    db: deps.database.db,
    clock,
    mailer,
    tasks,
    secret: deps.jwtSecret,
    log: app.log,
  });
  app.decorate('deps', {
    config: deps.config,
    database: deps.database,
    clock,
    mailer,
    tasks,
    mailOutbox: outbox,
  });
  // Every service, built once here; routes and plugins read them from app.services.
  app.decorate(
    'services',
    appServices({
      db: deps.database.db,
      clock,
      config: deps.config,
      secret: deps.jwtSecret,
      mailOutbox: outbox,
      tasks,
      extraKinds: deps.bookingKinds,
      log: app.log,
    }),
  );
  // The outbox's worker sends mail from the start; on close it stops, and mail and other
  // after-the-answer work finish before the database closes.
  const personalData = personalDataSweep({ db: deps.database.db, clock, log: app.log });
  const auditEntries = auditSweep({ sweep: app.services.audit.sweep, log: app.log });
  app.addHook('onReady', async () => {
    outbox.start();
    personalData.start();
    auditEntries.start();
  });
  app.addHook('onClose', async () => {
    personalData.stop();
    auditEntries.stop();
    await outbox.stop();
    await tasks.idle();
  });

  await app.register(langPlugin);
  await app.register(errorsPlugin);
  await app.register(rateLimitsPlugin, {
    now: () => clock.now().getTime(),
    ...(deps.config.REDIS_URL
      ? { redis: { url: deps.config.REDIS_URL, keyPrefix: deps.config.REDIS_KEY_PREFIX } }
      : {}),
  });
  await app.register(securityHeadersPlugin, {
    hsts: deps.config.isProduction,
    tileUrl: deps.config.MAP_TILE_URL,
  });
  await app.register(catalogCachePlugin, { enabled: deps.config.RESPONSE_CACHE });
  // Answers up to 64 KB are compressed in one call: through a stream, each costs more in setup and
  // scheduling than the compression itself (a 11 KB search: 0.06 ms to compress, several to stream).
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 64 * 1024,
  });
  await app.register(fastifyCookie);
  await app.register(authPlugin);
  await app.register(auditTrailPlugin);
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authModule);
      await api.register(usersRoutes);
      await api.register(newsletterRoutes);
      await api.register(settingsRoutes);
      await api.register(hotelsRoutes);
      await api.register(destinationsRoutes);
      await api.register(packagesRoutes);
      await api.register(restaurantsRoutes);
      await api.register(vehiclesRoutes);
      await api.register(travelRoutes);
      await api.register(offersRoutes);
      await api.register(contactRoutes);
      await api.register(inventoryRoutes);
      await api.register(bookingsRoutes);
      await api.register(dashboardRoutes);
      await api.register(auditRoutes);
      await api.register(uploadsRoutes);
      await api.register(blogRoutes);
      await api.register(blogAdminRoutes);
    },
    { prefix: '/api' },
  );

  // Outside /api and before the web app's pages: the blog's RSS feed, the sitemap, robots.txt.
  await app.register(feedsRoutes);
  await app.register(uploadsStaticPlugin, { dataDir: deps.config.DATA_DIR });
  await app.register(ogImagesPlugin, { webRoot: deps.webRoot, dataDir: deps.config.DATA_DIR });
  if (deps.webRoot)
    await app.register(staticSpaPlugin, {
      root: deps.webRoot,
      ssrEntry: deps.ssrEntry,
      cachePages: deps.config.RESPONSE_CACHE,
    });
  return app;
}
