import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import { DEFAULT_TAX_RATE, type PublicPaymentSettings } from '@app/shared/settings/payment';
import type { PublicSiteSettings } from '@app/shared/settings/public';
import type {
  AdminSettingsDto,
  AppSettings,
  EmailSettingsDto,
  EmailSettingsInput,
  HeroSlideAdminDto,
  HeroSlideDto,
  homepageSettingsInput,
} from '@app/shared/settings/schemas';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailRoute } from '../../integrations/mail/settings-mailer.ts';
import type { Clock } from '../../lib/clock.ts';
import { secretBox } from '../../lib/secret-box.ts';
import { DEFAULT_APP_SETTINGS } from './app-settings.ts';
import { settingsRepository } from './settings.repository.ts';
import { settingsMemory } from './settings-memory.ts';

/** The groups of settings the admin saves, each as a whole. */
export type SettingsGroup = 'app' | 'email' | 'payment' | 'homepage';

/** The stored email group: the SMTP password only ever sealed (lib/secret-box). */
export interface StoredEmailSettings extends Omit<EmailSettingsDto, 'smtpPasswordSet'> {
  smtpPasswordSealed?: string;
}

/** Tax rate (percent, 0-100) and currency as stored by the admin, with the spec's fallbacks. */
export async function readPaymentSettings(db: Db): Promise<PublicPaymentSettings> {
  const memory = settingsMemory(db);
  // A database that cannot answer is not "no settings": its error goes up (503), never a default
  // tax rate on a real price.
  const payment = await memory.group<{ taxRate?: unknown }>('payment');
  const app = await memory.group<Partial<PublicSiteSettings>>('app');
  const rate = Number(payment?.taxRate);
  return {
    taxRate: Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : DEFAULT_TAX_RATE,
    currency:
      typeof app?.currency === 'string' && app.currency ? app.currency : DEFAULT_APP_SETTINGS.currency,
  };
}

export async function readAppSettings(db: Db, config: Config): Promise<AppSettings> {
  const stored = await settingsMemory(db).group<Partial<AppSettings>>('app');
  return { ...DEFAULT_APP_SETTINGS, timezone: config.BUSINESS_TIMEZONE, ...stored } as AppSettings;
}

/** "Name <address>" from MAIL_FROM, the sender until an admin sets one. */
function senderFromConfig(config: Config): { senderName: string; senderEmail: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(config.MAIL_FROM);
  return match
    ? { senderName: match[1] || 'Karadeniz Travel', senderEmail: match[2] ?? '' }
    : { senderName: 'Karadeniz Travel', senderEmail: config.MAIL_FROM.trim() };
}

export async function readEmailSettings(db: Db, config: Config): Promise<StoredEmailSettings> {
  const stored = await settingsMemory(db).group<Partial<StoredEmailSettings>>('email');
  return {
    ...senderFromConfig(config),
    smtpHost: '',
    smtpPort: 587,
    smtpSecure: false,
    smtpUser: '',
    ...stored,
  };
}

export function emailSettingsDto(stored: StoredEmailSettings): EmailSettingsDto {
  const { smtpPasswordSealed, ...rest } = stored;
  return { ...rest, smtpPasswordSet: !!smtpPasswordSealed };
}

export async function readHeroSlides(db: Db): Promise<HeroSlideAdminDto[]> {
  const stored = await settingsMemory(db).group<{ heroSlideshow?: HeroSlideAdminDto[] }>('homepage');
  return Array.isArray(stored?.heroSlideshow) ? stored.heroSlideshow : [];
}

export function localizeSlide(slide: HeroSlideAdminDto, lang: Language): HeroSlideDto {
  const title = pickLocalized(slide.title, lang);
  const subtitle = pickLocalized(slide.subtitle, lang);
  return {
    url: slide.url,
    title: title.text,
    subtitle: subtitle.text,
    lang: slide.title.en ? title.lang : subtitle.lang,
  };
}

/** Sender and SMTP server for outgoing mail, from the email settings (see settings-mailer). */
export function mailRouteReader(db: Db, config: Config, serverSecret: string): () => Promise<MailRoute> {
  const box = secretBox(serverSecret);
  return async () => {
    const email = await readEmailSettings(db, config);
    const name = email.senderName.replace(/["<>\r\n]/g, '');
    const from = `"${name}" <${email.senderEmail}>`;
    if (!email.smtpHost) return { from };
    const password = email.smtpPasswordSealed ? (box.open(email.smtpPasswordSealed) ?? '') : '';
    return {
      from,
      smtp: {
        host: email.smtpHost,
        port: email.smtpPort,
        secure: email.smtpSecure,
        user: email.smtpUser,
        password,
      },
    };
  };
}

/**
 * Drops the in-memory settings of `db`: the next read loads them again. For writes that bypass the
 * settings service (the demo data seed, a reset).
 */
export function forgetSettings(db: Db): void {
  settingsMemory(db).forget();
}

/**
 * The settings pages: what visitors read and what the admin reads and writes. Settings are read
 * from memory (see settings-memory.ts), loaded once and again after each write through here.
 */
export function settingsService(deps: { db: Db; config: Config; clock: Clock; secret: string }) {
  const { db, config, clock } = deps;
  const memory = settingsMemory(db);
  const box = secretBox(deps.secret);
  const repo = {
    async put(group: string, value: unknown, now: Date) {
      await settingsRepository(db).put(group, value, now);
      memory.forget();
    },
  };

  return {
    /**
     * Forgets the settings held in memory, so the next read asks the database: for a change another
     * server process wrote.
     */
    forget: () => memory.forget(),

    async publicSite(): Promise<PublicSiteSettings> {
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
        timeZone: config.BUSINESS_TIMEZONE,
      };
    },

    publicPayment: () => readPaymentSettings(db),

    async homepage(lang: Language) {
      return { heroSlideshow: (await readHeroSlides(db)).map((slide) => localizeSlide(slide, lang)) };
    },

    async adminSettings(): Promise<AdminSettingsDto> {
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

    /**
     * One group as stored, the SMTP password still sealed: what the audit trail compares before and
     * after a save (it keeps a secret as `[redacted]`, so a new password shows as changed, never as text).
     */
    async storedGroup(group: SettingsGroup): Promise<object> {
      switch (group) {
        case 'app':
          return readAppSettings(db, config);
        case 'email':
          return readEmailSettings(db, config);
        case 'payment':
          return { taxRate: (await readPaymentSettings(db)).taxRate };
        case 'homepage':
          return { heroSlideshow: await readHeroSlides(db) };
      }
    },

    async saveApp(body: AppSettings): Promise<AppSettings> {
      await repo.put('app', body, clock.now());
      return readAppSettings(db, config);
    },

    async saveEmail(body: EmailSettingsInput): Promise<EmailSettingsDto> {
      const { smtpPassword, ...rest } = body;
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

    async savePayment(taxRate: number): Promise<{ taxRate: number }> {
      await repo.put('payment', { taxRate }, clock.now());
      return { taxRate };
    },

    async saveHomepage(
      body: z.infer<typeof homepageSettingsInput>,
    ): Promise<{ heroSlideshow: HeroSlideAdminDto[] }> {
      await repo.put('homepage', body, clock.now());
      return { heroSlideshow: await readHeroSlides(db) };
    },
  };
}

/** The first settings, inside the seed's transaction: the agency's defaults and the home page slides. */
export async function seedSettings(tx: Db, homepage: { heroSlideshow: HeroSlideAdminDto[] }): Promise<void> {
  const repo = settingsRepository(tx);
  await repo.putIfMissing('app', DEFAULT_APP_SETTINGS);
  await repo.putIfMissing('homepage', homepage);
}
