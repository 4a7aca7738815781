import { z } from 'zod';
import { emailField } from '../auth/schemas.ts';
import { PHONE_PATTERN } from '../common/phone.ts';
import { text } from '../common/text-field.ts';
import { imageUrl } from '../hotels/schemas.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { localizedInput } from '../i18n/localized-input.ts';

export type { AdminSettingsDto, EmailSettingsDto, HeroSlideAdminDto, HeroSlideDto } from './responses.ts';

/** Currencies the agency can price in (ISO 4217). */
export const CURRENCIES = ['TRY', 'EUR', 'USD', 'GBP', 'SAR', 'AED'] as const;
export type Currency = (typeof CURRENCIES)[number];

const validTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** PUT /api/settings/app */
export const appSettingsInput = z.object({
  siteName: text(80).min(1, { error: 'required' }),
  contactEmail: emailField,
  currency: z.enum(CURRENCIES, { error: 'invalid_choice' }),
  defaultLanguage: z.enum(LANGUAGES, { error: 'invalid_choice' }),
  timezone: text(64).min(1, { error: 'required' }).refine(validTimeZone, { error: 'invalid_timezone' }),
  licenseNumber: text(60).default(''),
  address: text(300).default(''),
  phone: text(30)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'invalid_phone' })
    .default(''),
});
export type AppSettings = z.infer<typeof appSettingsInput>;

/** PUT /api/settings/email. An empty or missing password keeps the stored one. */
export const emailSettingsInput = z.object({
  senderName: text(80).min(1, { error: 'required' }),
  senderEmail: emailField,
  smtpHost: text(253)
    .regex(/^$|^[a-z0-9.-]+$/i, { error: 'invalid_host' })
    .default(''),
  smtpPort: z.coerce
    .number({ error: 'invalid_port' })
    .int({ error: 'invalid_port' })
    .min(1, { error: 'invalid_port' })
    .max(65535, { error: 'invalid_port' })
    .default(587),
  smtpSecure: z.boolean().default(false),
  smtpUser: text(200).default(''),
  smtpPassword: text(200, { trim: false }).optional(),
});
export type EmailSettingsInput = z.infer<typeof emailSettingsInput>;

/** PUT /api/settings/payment: a body with only taxRate is fine (spec section 7). */
export const paymentSettingsInput = z.object({
  taxRate: z.coerce
    .number({ error: 'invalid_tax_rate' })
    .min(0, { error: 'invalid_tax_rate' })
    .max(100, { error: 'invalid_tax_rate' })
    .refine((v) => Math.round(v * 100) === v * 100, { error: 'invalid_tax_rate' }),
});

/** One slide of the home page hero. */
export const heroSlideInput = z.object({
  url: imageUrl,
  title: localizedInput(120, { required: false }),
  subtitle: localizedInput(200, { required: false }),
});

/** PUT /api/settings/homepage */
export const homepageSettingsInput = z.object({
  heroSlideshow: z.array(heroSlideInput).max(10, { error: 'too_many' }),
});
