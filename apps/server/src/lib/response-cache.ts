import { type CacheTags, EVERYTHING } from './cache-tags.ts';

interface Entry<T> {
  expires: number;
  body: T;
  tags: CacheTags;
}

/** How many recent changes a reader that is still computing can be checked against. */
const RECENT_CHANGES = 128;

/**
 * Answers kept in memory with the tags of what they show (see cache-tags.ts). A change forgets
 * exactly the answers sharing a tag with it; an answer tagged `*` is forgotten by any change, and a
 * change tagged `*` forgets everything. Entries also expire after `ttlMs` (time-based parts such as
 * "tonight" move on), and the least recently used go first beyond `maxEntries`.
 *
 * A reader notes `mark()` before computing and stores with it: an answer computed while a change
 * it could show was being made is dropped, so a slow read can never bring a stale answer back.
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private changes = 0;
  /** The tags of the last changes, newest last; `null` is a change to everything. */
  private readonly recent: (ReadonlySet<string> | null)[] = [];

  constructor(private readonly opts: { maxEntries: number; ttlMs: number; now: () => number }) {}

  /** The moment a reader starts computing an answer it will store. */
  mark(): number {
    return this.changes;
  }

  get(key: string): { body: T; tags: CacheTags } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.opts.now()) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last, so the oldest is first to go.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores an answer computed since `mark`, unless a change it shows happened meanwhile. */
  set(key: string, mark: number, body: T, tags: CacheTags): void {
    if (this.changedSince(mark, tags)) return;
    this.remove(key);
    this.entries.set(key, { expires: this.opts.now() + this.opts.ttlMs, body, tags });
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.keysByTag.set(tag, new Set([key]));
    }
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /** Something changed: every answer showing it (sharing a tag with `tags`) is forgotten. */
  forget(tags: CacheTags): void {
    if (tags.length === 0) return;
    this.changes += 1;
    const everything = tags.includes(EVERYTHING);
    this.recent.push(everything ? null : new Set(tags));
    if (this.recent.length > RECENT_CHANGES) this.recent.shift();
    if (everything) {
      this.entries.clear();
      this.keysByTag.clear();
      return;
    }
    for (const tag of [...tags, EVERYTHING]) {
      const keys = this.keysByTag.get(tag);
      if (keys) for (const key of [...keys]) this.remove(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private changedSince(mark: number, tags: CacheTags): boolean {
    const missed = this.changes - mark;
    if (missed === 0) return false;
    if (missed > this.recent.length) return true;
    const showsAnything = tags.includes(EVERYTHING);
    for (const change of this.recent.slice(-missed)) {
      if (change === null || showsAnything) return true;
      for (const tag of tags) if (change.has(tag)) return true;
    }
    return false;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
