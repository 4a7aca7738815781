import type { PublicSiteSettings } from '@app/shared/settings/public';
import {
  adminSettingsDto,
  appSettingsDto,
  emailSettingsDto as emailSettingsAnswer,
  heroSlideshowAdminDto,
  heroSlideshowDto,
  paymentSettingsDto,
  publicPaymentSettingsDto,
  publicSiteSettingsDto,
} from '@app/shared/settings/responses';
import {
  type AdminSettingsDto,
  appSettingsInput,
  emailSettingsInput,
  homepageSettingsInput,
  paymentSettingsInput,
} from '@app/shared/settings/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { secretBox } from '../../lib/secret-box.ts';
import { requireRole } from '../../plugins/auth.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { readPaymentSettings } from './payment-settings.ts';
import { settingsRepository } from './settings.repository.ts';
import {
  emailSettingsDto,
  localizeSlide,
  readAppSettings,
  readEmailSettings,
  readHeroSlides,
  type StoredEmailSettings,
} from './site-settings.ts';

export async function settingsRoutes(app: FastifyInstance, opts: { secret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, config, clock } = app.deps;
  const db = database.db;
  const repo = settingsRepository(db);
  const box = secretBox(opts.secret);
  const admin = { preValidation: requireRole('admin') };

  r.get(
    '/settings/public',
    {
      schema: { tags: ['settings'], response: responses({ 200: publicSiteSettingsDto }) },
      config: { publicCache: true },
    },
    async (): Promise<PublicSiteSettings> => {
      const site = await readAppSettings(db, config);
      return {
        siteName: site.siteName,
        licenseNumber: site.licenseNumber,
        address: site.address,
        phone: site.phone,
        contactEmail: site.contactEmail,
        currency: site.currency,
        defaultLanguage: site.defaultLanguage,
        mapTileUrl: config.MAP_TILE_URL,
        mapAttribution: config.MAP_ATTRIBUTION,
      };
    },
  );

  r.get(
    '/settings/payment/public',
    {
      schema: { tags: ['settings'], response: responses({ 200: publicPaymentSettingsDto }) },
      config: { publicCache: true },
    },
    async () => readPaymentSettings(db),
  );

  r.get(
    '/settings/homepage',
    {
      schema: { tags: ['settings'], response: responses({ 200: heroSlideshowDto }) },
      config: { publicCache: true },
    },
    async (request) => ({
      heroSlideshow: (await readHeroSlides(db)).map((slide) => localizeSlide(slide, request.lang)),
    }),
  );

  r.get(
    '/settings',
    { ...admin, schema: { tags: ['settings'], response: responses({ 200: adminSettingsDto }) } },
    async (): Promise<AdminSettingsDto> => {
      const [site, email, payment, heroSlideshow] = await Promise.all([
        readAppSettings(db, config),
        readEmailSettings(db, config),
        readPaymentSettings(db),
        readHeroSlides(db),
      ]);
      return {
        app: site,
        email: emailSettingsDto(email),
        payment: { taxRate: payment.taxRate },
        homepage: { heroSlideshow },
      };
    },
  );

  r.put(
    '/settings/app',
    {
      ...admin,
      schema: { tags: ['settings'], body: appSettingsInput, response: responses({ 200: appSettingsDto }) },
    },
    async (request) => {
      await repo.put('app', request.body, clock.now());
      return readAppSettings(db, config);
    },
  );

  r.put(
    '/settings/email',
    {
      ...admin,
      schema: {
        tags: ['settings'],
        body: emailSettingsInput,
        response: responses({ 200: emailSettingsAnswer }),
      },
    },
    async (request) => {
      const { smtpPassword, ...rest } = request.body;
      const current = await readEmailSettings(db, config);
      // The password is write-only: empty keeps the stored one; it is kept sealed, never returned.
      const stored: StoredEmailSettings = {
        ...rest,
        ...(smtpPassword
          ? { smtpPasswordSealed: box.seal(smtpPassword) }
          : current.smtpPasswordSealed
            ? { smtpPasswordSealed: current.smtpPasswordSealed }
            : {}),
      };
      await repo.put('email', stored, clock.now());
      return emailSettingsDto(stored);
    },
  );

  r.put(
    '/settings/payment',
    {
      ...admin,
      schema: {
        tags: ['settings'],
        body: paymentSettingsInput,
        response: responses({ 200: paymentSettingsDto }),
      },
    },
    async (request) => {
      await repo.put('payment', { taxRate: request.body.taxRate }, clock.now());
      return { taxRate: request.body.taxRate };
    },
  );

  r.put(
    '/settings/homepage',
    {
      ...admin,
      schema: {
        tags: ['settings'],
        body: homepageSettingsInput,
        response: responses({ 200: heroSlideshowAdminDto }),
      },
    },
    async (request) => {
      await repo.put('homepage', request.body, clock.now());
      return { heroSlideshow: await readHeroSlides(db) };
    },
  );
}
