import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import type {
  AppSettings,
  EmailSettingsDto,
  HeroSlideAdminDto,
  HeroSlideDto,
} from '@app/shared/settings/schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailRoute } from '../../integrations/mail/settings-mailer.ts';
import { secretBox } from '../../lib/secret-box.ts';
import { DEFAULT_APP_SETTINGS } from './app-settings.ts';
import { settingsRepository } from './settings.repository.ts';

/** The stored email group: the SMTP password only ever sealed (lib/secret-box). */
export interface StoredEmailSettings extends Omit<EmailSettingsDto, 'smtpPasswordSet'> {
  smtpPasswordSealed?: string;
}

export async function readAppSettings(db: Db, config: Config): Promise<AppSettings> {
  const stored = await settingsRepository(db).get<Partial<AppSettings>>('app');
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
  const stored = await settingsRepository(db).get<Partial<StoredEmailSettings>>('email');
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
  const stored = await settingsRepository(db).get<{ heroSlideshow?: HeroSlideAdminDto[] }>('homepage');
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
