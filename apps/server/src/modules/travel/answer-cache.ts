/**
 * The provider's answers held for a while (hotel lists 10 minutes, offers 2 minutes): a read of a
 * key already held and young enough gets it, readers of a key being loaded wait for that one load,
 * and a failed load is not kept. Per process: what it holds is the provider's, which another
 * instance may ask again (nothing here must be seen by every instance).
 */
export class AnswerCache {
  private readonly held = new Map<string, { at: number; value: unknown }>();
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly now: () => number,
    private readonly maxEntries = 2000,
  ) {}

  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const found = this.held.get(key);
    if (found && this.now() - found.at < ttlMs) return found.value as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const started = load().then(
      (value) => {
        this.loading.delete(key);
        this.keep(key, value);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, started);
    return started;
  }

  private keep(key: string, value: unknown) {
    this.held.delete(key);
    this.held.set(key, { at: this.now(), value });
    for (const oldest of this.held.keys()) {
      if (this.held.size <= this.maxEntries) break;
      this.held.delete(oldest);
    }
  }

  clear() {
    this.held.clear();
  }
}

export const HOTEL_LIST_TTL_MS = 10 * 60_000;
export const OFFERS_TTL_MS = 2 * 60_000;
