import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  /** "Name <address>"; the configured sender when absent. */
  from?: string;
  to: string;
  /** Where answers go (e.g. the traveller who wrote through the contact form). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
}

export function outboxDir(dataDir: string): string {
  return path.resolve(dataDir, 'outbox');
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file under
 * DATA_DIR/outbox and its path logged (never its content: reset links are secrets).
 */
export function createMailer(config: Config, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
        log.info({ messageId: info.messageId, to: redact(message.to) }, 'mail sent');
        return { messageId: info.messageId };
      },
    };
  }
  const dir = outboxDir(config.DATA_DIR);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file, to: redact(message.to) }, 'mail written to outbox');
      return { messageId: info.messageId, file };
    },
  };
}

function redact(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
