import type { Redis } from 'ioredis';

/**
 * A Redis client that never makes a request wait for Redis: while it is not connected a command
 * fails at once (no offline queue), a connected Redis that stops answering fails a command after
 * half a second, and the client keeps reconnecting in the background (every 0.5 to 5 seconds).
 * Callers decide what a failed command means; connection errors are theirs to log. The client
 * library is loaded here, on first use: a site without Redis never spends its start loading it.
 */
export async function createRedisClient(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  // Without a listener every failed reconnection would be printed; failures surface as failed commands.
  client.on('error', () => {});
  return client;
}

/** Closes the client: politely when connected, at once otherwise. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
  } else {
    client.disconnect();
  }
}
