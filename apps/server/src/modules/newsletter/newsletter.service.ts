import { normalizeEmail } from '@app/shared/auth/email';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newsletterRepository } from './newsletter.repository.ts';

/** Newsletter sign-ups: one per address, however it is spelled. */
export function newsletterService(db: Db) {
  const repo = newsletterRepository(db);
  return {
    async subscribe(email: string, language: Language) {
      const added = await repo.insertIfNew({ email, emailNormalized: normalizeEmail(email), language });
      if (!added) throw new AppError(409, 'already_subscribed');
      return { email, status: 'subscribed' as const };
    },
  };
}
