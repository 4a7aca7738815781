import { escapeHtml } from '@app/shared/common/html';
import type { ContactInput } from '@app/shared/contact/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailOutbox } from '../../integrations/mail/mail-outbox.ts';
import type { Clock } from '../../lib/clock.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { contactRepository } from './contact.repository.ts';

/** The agency's copy of a visitor's message, with Reply-To set to the visitor. */
function contactMail(body: ContactInput, lang: Language, site: { contactEmail: string; siteName: string }) {
  const lines = [
    `From: ${body.name} <${body.email}>`,
    body.phone ? `Phone: ${body.phone}` : '',
    `Subject: ${body.subject}`,
    `Language: ${lang}`,
    '',
    body.message,
  ].filter((l, i) => l !== '' || i === 4);
  return {
    to: site.contactEmail,
    replyTo: body.email,
    subject: `[${site.siteName}] ${body.subject}: ${body.name}`,
    text: lines.join('\n'),
    html: `<div style="font-family:sans-serif;line-height:1.5">${lines
      .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ''))
      .join('')}</div>`,
  };
}

/**
 * The contact form: the message and the agency's mail of it are written in one transaction (the
 * outbox sends the mail after the commit, retrying while the mail server is down), so neither is
 * lost and a message is never mailed without being kept.
 */
export function contactService(deps: { db: Db; config: Config; clock: Clock; mailOutbox: MailOutbox }) {
  const { db, config, clock, mailOutbox } = deps;

  return {
    /** The stored message's id. */
    async send(body: ContactInput, lang: Language, userId: string | null): Promise<string | undefined> {
      const site = await readAppSettings(db, config);
      const id = await db.transaction(async (tx) => {
        const stored = await contactRepository(tx as unknown as Db).insert({
          name: body.name,
          email: body.email,
          phone: body.phone,
          subject: body.subject,
          message: body.message,
          lang,
          userId,
          createdAt: clock.now(),
        });
        await mailOutbox.enqueue(tx as unknown as Db, 'contact-message', contactMail(body, lang, site));
        return stored;
      });
      mailOutbox.wake();
      return id;
    },
  };
}
