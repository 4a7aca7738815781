import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { secretBox } from '../../lib/secret-box.ts';
import { mailOutboxRepository, type OutboxLetter, type OutboxRow } from './mail-outbox.repository.ts';
import { errorSummary, nextAttemptAfter } from './mail-retry.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export type MailKind =
  | 'booking-made'
  | 'booking-confirmed'
  | 'booking-cancelled'
  | 'password-reset'
  | 'contact-message';

/** How often the worker looks for due mails besides being woken (retries, other processes' mail). */
export const POLL_MS = 5_000;
/** How long a claimed mail is this process's to send; after that another process may take it. */
export const LEASE_MS = 10 * 60_000;
const BATCH = 10;

export interface MailOutbox {
  /** Writes the mail with `tx`, the transaction of the change it tells about; call wake() after the commit. */
  enqueue(tx: Db, kind: MailKind, message: MailMessage): Promise<void>;
  /** The mail sealed as enqueue() stores it, for a caller that writes it in its own statement (then wake()). */
  letter(kind: MailKind, message: MailMessage): OutboxLetter;
  /** Sends what is due soon, in the background (awaited by tasks.idle()). */
  wake(): void;
  /** Sends every mail due now, and resolves when none is left (failed ones wait for their retry). */
  drain(): Promise<void>;
  /** Polls every POLL_MS and sends what is already waiting. */
  start(): void;
  /** No more sending from this process; resolves once the mail being sent is recorded. */
  stop(): Promise<void>;
}

/** A message as stored: JSON with Buffer contents as base64. */
interface StoredMessage extends Omit<MailMessage, 'attachments'> {
  attachments?: { filename: string; contentType: string; content: string; base64?: true }[];
}

function toStored(message: MailMessage): StoredMessage {
  return {
    ...message,
    attachments: message.attachments?.map((a) =>
      typeof a.content === 'string'
        ? { ...a, content: a.content }
        : { ...a, content: a.content.toString('base64'), base64: true as const },
    ),
  };
}

function fromStored(stored: StoredMessage): MailMessage {
  const { attachments, ...rest } = stored;
  return {
    ...rest,
    ...(attachments
      ? {
          attachments: attachments.map(({ base64, content, ...a }) => ({
            ...a,
            content: base64 ? Buffer.from(content, 'base64') : content,
          })),
        }
      : {}),
  };
}

/**
 * The transactional outbox (docs/decisions/014): mail is written with the change it confirms and
 * sent by an in-process worker that claims due rows (FOR UPDATE SKIP LOCKED, so two processes
 * never send one mail), retries a failed send with backoff (mail-retry.ts) and gives up after the
 * last attempt. Logs carry the mail's id and kind, never its address or content.
 */
export function mailOutbox(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  tasks: BackgroundTasks;
  /** The server's secret: messages (reset links, names, addresses) are sealed at rest. */
  secret: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): MailOutbox {
  const { db, clock, mailer, tasks, log } = deps;
  const box = secretBox(deps.secret);
  const repo = mailOutboxRepository(db);
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function sendOne(row: OutboxRow): Promise<void> {
    const opened = row.message ? box.open(row.message) : null;
    if (!opened) {
      await repo.markFailed(row.id, clock.now(), 'unreadable');
      log.error(
        { mailId: row.id, kind: row.kind },
        'mail cannot be read (sealed under another secret); given up',
      );
      return;
    }
    try {
      await mailer.send(fromStored(JSON.parse(opened) as StoredMessage));
    } catch (error) {
      const summary = errorSummary(error);
      const now = clock.now();
      const retryAt = nextAttemptAfter(row.attempts, now);
      if (retryAt) {
        await repo.retryAt(row.id, retryAt, summary);
        log.warn(
          { mailId: row.id, kind: row.kind, attempts: row.attempts, error: summary, retryAt },
          'mail not sent; will retry',
        );
      } else {
        await repo.markFailed(row.id, now, summary);
        log.error(
          { mailId: row.id, kind: row.kind, attempts: row.attempts, error: summary },
          'mail given up',
        );
      }
      return;
    }
    await repo.markSent(row.id, clock.now());
  }

  /** Claims and sends one batch; answers how many were claimed. */
  async function sendBatch(): Promise<number> {
    const now = clock.now();
    const rows = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
    for (const row of rows) await sendOne(row);
    return rows.length;
  }

  function drain(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await sendBatch()) > 0);
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function letter(kind: MailKind, message: MailMessage): OutboxLetter {
    return {
      kind,
      recipient: message.to,
      message: box.seal(JSON.stringify(toStored(message))),
      now: clock.now(),
    };
  }

  function wake(): void {
    if (!stopped) tasks.run('mail outbox', drain);
  }

  return {
    async enqueue(tx, kind, message) {
      await mailOutboxRepository(tx).insert(letter(kind, message));
    },
    letter,
    wake,
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(wake, POLL_MS);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
