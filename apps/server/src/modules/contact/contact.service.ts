import type { ContactInput } from '@app/shared/contact/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { escapeHtml } from '../../lib/html.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { contactRepository } from './contact.repository.ts';

/**
 * The contact form: the message is stored first (nothing is lost if mail fails), then mailed to
 * the agency's contact address with Reply-To set to the sender.
 */
export function contactService(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  tasks: BackgroundTasks;
}) {
  const { db, config, clock, mailer, tasks } = deps;
  const repo = contactRepository(db);

  return {
    /** The stored message's id. */
    async send(body: ContactInput, lang: Language, userId: string | null): Promise<string | undefined> {
      const id = await repo.insert({
        name: body.name,
        email: body.email,
        phone: body.phone,
        subject: body.subject,
        message: body.message,
        lang,
        userId,
        createdAt: clock.now(),
      });
      const site = await readAppSettings(db, config);
      const lines = [
        `From: ${body.name} <${body.email}>`,
        body.phone ? `Phone: ${body.phone}` : '',
        `Subject: ${body.subject}`,
        `Language: ${lang}`,
        '',
        body.message,
      ].filter((l, i) => l !== '' || i === 4);
      tasks.run('contact message mail', () =>
        mailer.send({
          to: site.contactEmail,
          replyTo: body.email,
          subject: `[${site.siteName}] ${body.subject}: ${body.name}`,
          text: lines.join('\n'),
          html: `<div style="font-family:sans-serif;line-height:1.5">${lines
            .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ''))
            .join('')}</div>`,
        }),
      );
      return id;
    },
  };
}
