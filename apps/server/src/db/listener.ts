import type pg from 'pg';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * LISTEN on its own connection, opened again whenever it is lost (the server restarted, ended the
 * session, or the network dropped it), trying again sooner at first and at most every 30 s. On
 * coming back it calls `onMessage(null)` once: a notification sent while it was away was missed.
 * The first connection must succeed; the answer stops listening.
 */
export async function listenAlways(
  newClient: () => pg.Client,
  channel: string,
  onMessage: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function open(): Promise<void> {
    const client = newClient();
    let listening = false;
    client.on('error', () => {
      // the connection ends after an error; 'end' below opens another
    });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.once('end', () => {
      if (listening && !stopped) {
        current = undefined;
        later(FIRST_RETRY_MS);
      }
    });
    try {
      await client.connect();
      await client.query(`listen "${channel.replaceAll('"', '')}"`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    listening = true;
    current = client;
  }

  function later(delay: number) {
    retry = setTimeout(async () => {
      try {
        await open();
        if (!stopped) onMessage(null);
      } catch {
        if (!stopped) later(Math.min(delay * 2, LAST_RETRY_MS));
      }
    }, delay);
    retry.unref();
  }

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}
