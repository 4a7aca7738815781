import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { localizedSchema } from '../i18n/localized-schema.ts';
import { CURRENCIES } from './schemas.ts';

/** What the settings API answers. The SMTP password never leaves the server. */

/** GET /api/settings/public: what every page may show (the `PublicSiteSettings` of public.ts). */
export const publicSiteSettingsDto = z.object({
  siteName: z.string(),
  licenseNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  contactEmail: z.string(),
  currency: z.string(),
  defaultLanguage: z.string(),
  /** Map tiles (Leaflet URL template) and their required attribution; from the server's config. */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** The business time zone (IANA name) every date and time of the site is read in; from the server's config. */
  timeZone: z.string(),
});

/** GET /api/settings/payment/public (the `PublicPaymentSettings` of payment.ts). */
export const publicPaymentSettingsDto = z.object({ taxRate: z.number(), currency: z.string() });

export const appSettingsDto = z.object({
  siteName: z.string(),
  contactEmail: z.string(),
  currency: z.enum(CURRENCIES),
  defaultLanguage: z.enum(LANGUAGES),
  timezone: z.string(),
  licenseNumber: z.string(),
  address: z.string(),
  phone: z.string(),
});

/** What the admin reads back: never the password, only whether one is stored. */
export const emailSettingsDto = z.object({
  senderName: z.string(),
  senderEmail: z.string(),
  smtpHost: z.string(),
  smtpPort: z.number().int(),
  smtpSecure: z.boolean(),
  smtpUser: z.string(),
  smtpPasswordSet: z.boolean(),
});
export type EmailSettingsDto = z.infer<typeof emailSettingsDto>;

export const heroSlideAdminDto = z.object({
  url: z.string(),
  title: localizedSchema,
  subtitle: localizedSchema,
});
export type HeroSlideAdminDto = z.infer<typeof heroSlideAdminDto>;

/** GET /api/settings/homepage: slides in the reader's language (English when missing). */
export const heroSlideDto = z.object({
  url: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** Language the texts are in (English when the reader's is missing). */
  lang: z.enum(LANGUAGES),
});
export type HeroSlideDto = z.infer<typeof heroSlideDto>;

export const paymentSettingsDto = z.object({ taxRate: z.number() });
export const heroSlideshowAdminDto = z.object({ heroSlideshow: z.array(heroSlideAdminDto) });
export const heroSlideshowDto = z.object({ heroSlideshow: z.array(heroSlideDto) });

/** GET /api/settings (admin). */
export const adminSettingsDto = z.object({
  app: appSettingsDto,
  email: emailSettingsDto,
  payment: paymentSettingsDto,
  homepage: heroSlideshowAdminDto,
});
export type AdminSettingsDto = z.infer<typeof adminSettingsDto>;
