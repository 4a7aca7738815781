import { DEFAULT_TAX_RATE, type PublicPaymentSettings } from '@app/shared/settings/payment';
import type { PublicSiteSettings } from '@app/shared/settings/public';
import type { Db } from '../../db/client.ts';
import { DEFAULT_APP_SETTINGS } from './app-settings.ts';
import { settingsRepository } from './settings.repository.ts';

/** Tax rate (percent, 0-100) and currency as stored by the admin, with the spec's fallbacks. */
export async function readPaymentSettings(db: Db): Promise<PublicPaymentSettings> {
  const repo = settingsRepository(db);
  const [payment, app] = await Promise.all([
    repo.get<{ taxRate?: unknown }>('payment').catch(() => undefined),
    repo.get<Partial<PublicSiteSettings>>('app').catch(() => undefined),
  ]);
  const rate = Number(payment?.taxRate);
  return {
    taxRate: Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : DEFAULT_TAX_RATE,
    currency:
      typeof app?.currency === 'string' && app.currency ? app.currency : DEFAULT_APP_SETTINGS.currency,
  };
}
