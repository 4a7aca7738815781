import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export interface MailRoute {
  /** "Name <address>" */
  from: string;
  /** An SMTP server chosen by an admin in the settings; absent: the configured route. */
  smtp?: { host: string; port: number; secure: boolean; user: string; password: string };
}

/**
 * Sends with the sender and SMTP server from the admin's email settings, read at each send so a
 * change applies at once; without an SMTP host it falls back to the configured mailer
 * (SMTP_URL or the outbox folder).
 */
export function settingsAwareMailer(
  fallback: Mailer,
  route: () => Promise<MailRoute>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  let cached: { key: string; transport: Transporter } | null = null;
  return {
    async send(message: MailMessage) {
      const { from, smtp } = await route();
      if (!smtp?.host) return fallback.send({ from, ...message });
      const key = JSON.stringify(smtp);
      if (cached?.key !== key) {
        cached?.transport.close();
        cached = {
          key,
          transport: nodemailer.createTransport({
            host: smtp.host,
            port: smtp.port,
            secure: smtp.secure,
            ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
          }),
        };
      }
      const info = await cached.transport.sendMail({ from, ...message });
      log.info({ messageId: info.messageId, host: smtp.host }, 'mail sent');
      return { messageId: info.messageId };
    },
  };
}
