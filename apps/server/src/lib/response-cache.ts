/**
 * Answers of public catalogue reads (hotel search, hotel pages, availability, public settings),
 * kept as the exact JSON sent, until anything changes. Every successful write request ends the
 * current generation (coarse on purpose: no write path can be forgotten), as does a change made by
 * another server process on the same PostgreSQL (see catalog-cache plugin); entries also expire
 * after `ttlMs`, so time-based parts (popularity over 90 days) stay fresh.
 */
export class ResponseCache<T = string> {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; expires: number; body: T }>();

  constructor(private readonly opts: { maxEntries: number; ttlMs: number; now: () => number }) {}

  /** The generation a reader must note before computing an answer it will store. */
  current(): number {
    return this.generation;
  }

  /** Something changed: no answer computed before now is served again. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation || entry.expires <= this.opts.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last, so the oldest is first to go.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /** Stores an answer computed in `generation`; one computed across a change is dropped. */
  set(key: string, generation: number, body: T): void {
    if (generation !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, { generation, expires: this.opts.now() + this.opts.ttlMs, body });
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
