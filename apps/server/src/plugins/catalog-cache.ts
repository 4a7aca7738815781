import { randomUUID } from 'node:crypto';
import { todayIn } from '@app/shared/common/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CacheTags, EVERYTHING, tagsToHeader } from '../lib/cache-tags.ts';
import { CompressedCopies, sendCopy } from '../lib/compressed-copies.ts';
import { ResponseCache } from '../lib/response-cache.ts';

/** What a route's answer shows, or what its write changed, from the answer it sent. */
export type TagsOf = (answer: unknown, request: FastifyRequest) => CacheTags;

export interface CatalogChanges {
  /**
   * Forgets here, at once, what `tags` changed; the other processes are told right after, without
   * holding the write's answer (messages of one moment go as one, retried if the database fails).
   */
  publish(tags: CacheTags): void;
  /** Calls `listener` with the tags of every change, made here or in another process. */
  subscribe(listener: (tags: CacheTags) => void): void;
  /**
   * A header the server's own page rendering sends with its API requests: their answers then carry
   * their tags in `x-answer-tags`, so a kept page is forgotten with what it shows.
   */
  readonly renderHeaders: Readonly<Record<string, string>>;
  /** Every write route (`POST /api/bookings`) and whether it declared changes or none. */
  readonly writeRoutes: ReadonlyMap<string, 'declares changes' | 'changes nothing'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache<CompressedCopies>;
    catalogChanges: CatalogChanges;
  }
  interface FastifyContextConfig {
    /** A public GET whose answer, for a visitor who is not signed in, depends only on the URL. */
    cache?: { tags: TagsOf };
    /** What a successful write changed: every POST, PUT, PATCH and DELETE route declares it. */
    changes?: TagsOf;
  }
  interface FastifyRequest {
    cacheSlot?: { key: string; mark: number };
    /** The object a route answered with, before serialization: what tags are read from. */
    answer?: unknown;
  }
}

/** A cached read: `tagsOf` names what its answer shows (see lib/cache-tags.ts). */
export function cachedAs<A>(tagsOf: (answer: A, request: FastifyRequest) => CacheTags) {
  return { cache: { tags: tagsOf as TagsOf } };
}

/** A write: `tagsOf` names what it changed, from its answer and its request. */
export function changes<A>(tagsOf: (answer: A, request: FastifyRequest) => CacheTags) {
  return { changes: tagsOf as TagsOf };
}

const NOTHING: TagsOf = () => [];
/** A write that changes nothing a cached answer shows (sessions, messages, pending submissions). */
export const changesNothing = { changes: NOTHING };

const CHANNEL = 'catalog_changed';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** pg_notify takes less than 8000 bytes; a longer list is sent as "everything". */
const MAX_MESSAGE = 7000;
/** A change message the database refused is tried again, 0.5 s, 1 s, 1.5 s… later. */
const MESSAGE_ATTEMPTS = 5;
export const ANSWER_TAGS_HEADER = 'x-answer-tags';
const RENDER_TOKEN_HEADER = 'x-answer-tags-token';

/**
 * Keeps the answers of routes declaring `config.cache` for readers who are not signed in, and
 * forgets, on each successful write, the answers sharing a tag with what the write declares it
 * changed — in this process at once, in the others on the same PostgreSQL through LISTEN/NOTIFY
 * (the message carries the tags). Registered before compression: it stores the JSON text, and a kept
 * answer is compressed once per encoding a reader asks for (lib/compressed-copies.ts). The change messages run even with the cache off (the settings
 * held in memory listen to them).
 */
export const catalogCachePlugin = fp(async (app: FastifyInstance, opts: { enabled: boolean }) => {
  const { clock, config, database, tasks } = app.deps;
  const cache = new ResponseCache<CompressedCopies>({
    maxEntries: 2000,
    ttlMs: 30_000,
    now: () => clock.now().getTime(),
  });
  const listeners: ((tags: CacheTags) => void)[] = [(tags) => cache.forget(tags)];
  const origin = randomUUID();
  const writeRoutes = new Map<string, 'declares changes' | 'changes nothing'>();
  const renderToken = randomUUID();

  const forgetHere = (tags: CacheTags) => {
    for (const listener of listeners) listener(tags);
  };
  /** Tags waiting to be sent to the other processes, gathered over one turn of the event loop. */
  let outgoing: Set<string> | null = null;
  const tellOthers = (tags: CacheTags) => {
    if (outgoing) {
      for (const tag of tags) outgoing.add(tag);
      return;
    }
    const batch = new Set(tags);
    outgoing = batch;
    tasks.run('change message', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      outgoing = null;
      await sendMessage([...batch]);
    });
  };
  const sendMessage = async (tags: string[]) => {
    let message = JSON.stringify({ origin, tags });
    if (message.length > MAX_MESSAGE) message = JSON.stringify({ origin, tags: [EVERYTHING] });
    for (let attempt = 1; ; attempt++) {
      try {
        return await database.notify(CHANNEL, message);
      } catch (error) {
        if (attempt === MESSAGE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 500));
      }
    }
  };
  const changesApi: CatalogChanges = {
    publish(tags) {
      if (tags.length === 0) return;
      forgetHere(tags);
      tellOthers(tags);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    renderHeaders: { [RENDER_TOKEN_HEADER]: renderToken },
    writeRoutes,
  };
  app.decorate('responseCache', cache);
  app.decorate('catalogChanges', changesApi);

  const stopListening = await database.listen(CHANNEL, (payload) => {
    const tags = tagsFromMessage(payload, origin);
    if (tags) forgetHere(tags);
  });
  app.addHook('onClose', async () => stopListening());

  // A write path that forgets to say what it changes cannot start: the server refuses the route.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => MUTATING.has(method));
    if (methods.length === 0) return;
    const declared = route.config?.changes;
    if (!declared) {
      throw new Error(
        `${methods.join(',')} ${route.url}: a write route declares what it changes (config.changes; changesNothing if it changes nothing cached)`,
      );
    }
    for (const method of methods) {
      writeRoutes.set(
        `${method} ${route.url}`,
        declared === NOTHING ? 'changes nothing' : 'declares changes',
      );
    }
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    const { cache: cached, changes: changed } = request.routeOptions.config;
    if (cached || changed) request.answer = payload;
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const tagsOf = request.routeOptions.config.changes;
    if (!MUTATING.has(request.method) || reply.statusCode >= 400 || !tagsOf) return payload;
    let tags: CacheTags;
    try {
      tags = tagsOf(request.answer, request);
    } catch (error) {
      request.log.error({ err: error }, 'the changed tags could not be read: forgetting everything');
      tags = [EVERYTHING];
    }
    changesApi.publish(tags);
    return payload;
  });

  if (!opts.enabled) return;

  app.addHook('preHandler', async (request, reply) => {
    const cached = request.routeOptions.config.cache;
    if (request.method !== 'GET' || !cached) return;
    // Signed-in readers may see more (admins) or their own marks (reviewedByMe): never cached.
    if (request.headers.authorization) return;
    // The business date is part of the key: "tonight" and date checks move at midnight.
    const key = `${todayIn(config.BUSINESS_TIMEZONE, clock.now())} ${request.url}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      if (request.headers[RENDER_TOKEN_HEADER] === renderToken) {
        reply.header(ANSWER_TAGS_HEADER, tagsToHeader(hit.tags));
      }
      reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
      return sendCopy(request, reply, hit.body);
    }
    request.cacheSlot = { key, mark: cache.mark() };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.cacheSlot;
    const cached = request.routeOptions.config.cache;
    if (!slot || !cached || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const tags = cached.tags(request.answer, request);
    cache.set(slot.key, slot.mark, new CompressedCopies(payload), tags);
    if (request.headers[RENDER_TOKEN_HEADER] === renderToken) {
      reply.header(ANSWER_TAGS_HEADER, tagsToHeader(tags));
    }
    return payload;
  });
});

/** The tags of another process's change; `null` payload (messages missed) means everything. */
function tagsFromMessage(payload: string | null, ownOrigin: string): CacheTags | null {
  if (payload === null || payload === '') return [EVERYTHING];
  try {
    const message = JSON.parse(payload) as { origin?: unknown; tags?: unknown };
    if (message.origin === ownOrigin) return null;
    const tags = message.tags;
    return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags : [EVERYTHING];
  } catch {
    return [EVERYTHING];
  }
}
