import type { PublicSiteSettings } from '@app/shared/settings/public';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_APP_SETTINGS } from './app-settings.ts';
import { readPaymentSettings } from './payment-settings.ts';
import { settingsRepository } from './settings.repository.ts';

export async function settingsRoutes(app: FastifyInstance) {
  const repo = settingsRepository(app.deps.database.db);

  app.get('/settings/public', { config: { publicCache: true } }, async (): Promise<PublicSiteSettings> => {
    const stored = await repo.get<Partial<PublicSiteSettings>>('app');
    const merged = { ...DEFAULT_APP_SETTINGS, ...stored };
    return {
      siteName: merged.siteName,
      licenseNumber: merged.licenseNumber,
      address: merged.address,
      phone: merged.phone,
      contactEmail: merged.contactEmail,
      currency: merged.currency,
      defaultLanguage: merged.defaultLanguage,
      mapTileUrl: app.deps.config.MAP_TILE_URL,
      mapAttribution: app.deps.config.MAP_ATTRIBUTION,
    };
  });

  app.get('/settings/payment/public', { config: { publicCache: true } }, async () =>
    readPaymentSettings(app.deps.database.db),
  );
}
