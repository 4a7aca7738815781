import {
  adminSettingsDto,
  appSettingsDto,
  emailSettingsDto,
  heroSlideshowAdminDto,
  heroSlideshowDto,
  paymentSettingsDto,
  publicPaymentSettingsDto,
  publicSiteSettingsDto,
} from '@app/shared/settings/responses';
import {
  appSettingsInput,
  emailSettingsInput,
  homepageSettingsInput,
  paymentSettingsInput,
} from '@app/shared/settings/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheTags, EVERYTHING } from '../../lib/cache-tags.ts';
import { audited } from '../../plugins/audit-trail.ts';
import { requireRole } from '../../plugins/auth.ts';
import { cachedAs, changes } from '../../plugins/catalog-cache.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import type { SettingsGroup } from './settings.service.ts';

const tags = ['settings'];
/** The site's name, contact, currency and tax rate show on every page and in every price. */
const changesEverything = changes(() => [EVERYTHING]);

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.settings;
  // A settings write made by another server process reaches the settings held in memory here.
  app.catalogChanges.subscribe((changed) => {
    if (changed.includes(cacheTags.settings) || changed.includes(EVERYTHING)) service.forget();
  });
  const admin = { preValidation: requireRole('admin') };
  /** A group of settings saved whole, as the audit trail compares it. */
  const saved = (group: SettingsGroup) =>
    audited({
      entity: 'setting',
      action: 'update',
      id: () => group,
      label: () => group,
      read: () => service.storedGroup(group),
    });

  r.get(
    '/settings/public',
    {
      schema: { tags, response: responses({ 200: publicSiteSettingsDto }) },
      config: cachedAs(() => [cacheTags.settings]),
    },
    async () => service.publicSite(),
  );

  r.get(
    '/settings/payment/public',
    {
      schema: { tags, response: responses({ 200: publicPaymentSettingsDto }) },
      config: cachedAs(() => [cacheTags.settings]),
    },
    async () => service.publicPayment(),
  );

  r.get(
    '/settings/homepage',
    {
      schema: { tags, response: responses({ 200: heroSlideshowDto }) },
      config: cachedAs(() => [cacheTags.settings]),
    },
    async (request) => service.homepage(request.lang),
  );

  r.get(
    '/settings',
    { ...admin, schema: { tags, response: responses({ 200: adminSettingsDto }) } },
    async () => service.adminSettings(),
  );

  r.put(
    '/settings/app',
    {
      ...admin,
      config: { ...changesEverything, ...saved('app') },
      schema: { tags, body: appSettingsInput, response: responses({ 200: appSettingsDto }) },
    },
    async (request) => service.saveApp(request.body),
  );

  r.put(
    '/settings/email',
    {
      ...admin,
      config: { ...changes(() => [cacheTags.settings]), ...saved('email') },
      schema: { tags, body: emailSettingsInput, response: responses({ 200: emailSettingsDto }) },
    },
    async (request) => service.saveEmail(request.body),
  );

  r.put(
    '/settings/payment',
    {
      ...admin,
      config: { ...changesEverything, ...saved('payment') },
      schema: { tags, body: paymentSettingsInput, response: responses({ 200: paymentSettingsDto }) },
    },
    async (request) => service.savePayment(request.body.taxRate),
  );

  r.put(
    '/settings/homepage',
    {
      ...admin,
      config: { ...changes(() => [cacheTags.settings]), ...saved('homepage') },
      schema: { tags, body: homepageSettingsInput, response: responses({ 200: heroSlideshowAdminDto }) },
    },
    async (request) => service.saveHomepage(request.body),
  );
}
