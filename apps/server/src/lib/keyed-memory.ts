/**
 * Values read from the database and held in memory per key until forgotten (a write's change
 * message) or `ttlMs` old (a message that never came). A read never keeps what a load read before
 * a forget of its key: each key has a version, raised by `forget`, and a load's values are kept only
 * when their key's version is the one the load began under. Readers asking for a key already being
 * loaded wait for that load; the keys nobody is loading are loaded together, in one call.
 */
export class KeyedMemory<K, V> {
  private readonly held = new Map<K, { version: string; at: number; value: V }>();
  private readonly loading = new Map<K, { version: string; value: Promise<V> }>();
  private readonly versions = new Map<K, number>();
  /** Raised by `forgetAll`: every key's version includes it. */
  private generation = 0;

  constructor(
    private readonly opts: {
      /** The values of `keys` (a key missing from the answer gets `missing(key)`). */
      load: (keys: K[]) => Promise<Map<K, V>>;
      missing: (key: K) => V;
      ttlMs: number;
      now: () => number;
      /** Keys held at most (the oldest loaded go first); keys from addresses need a bound. */
      maxEntries?: number;
    },
  ) {}

  private hold(key: K, entry: { version: string; at: number; value: V }) {
    this.held.delete(key);
    this.held.set(key, entry);
    const max = this.opts.maxEntries ?? Number.POSITIVE_INFINITY;
    for (const oldest of this.held.keys()) {
      if (this.held.size <= max) break;
      this.held.delete(oldest);
    }
  }

  private version(key: K): string {
    return `${this.generation}.${this.versions.get(key) ?? 0}`;
  }

  /** The values of `keys`, from memory where they are current, else loaded. */
  async get(keys: readonly K[]): Promise<Map<K, V>> {
    const now = this.opts.now();
    const found = new Map<K, V>();
    const waiting: [K, Promise<V>][] = [];
    const toLoad: K[] = [];
    for (const key of keys) {
      const version = this.version(key);
      const held = this.held.get(key);
      if (held && held.version === version && now - held.at < this.opts.ttlMs) {
        found.set(key, held.value);
        continue;
      }
      const pending = this.loading.get(key);
      if (pending && pending.version === version) waiting.push([key, pending.value]);
      else toLoad.push(key);
    }
    if (toLoad.length > 0) {
      const batch = this.opts.load(toLoad);
      for (const key of toLoad) {
        const version = this.version(key);
        const value = batch.then((values) =>
          values.has(key) ? (values.get(key) as V) : this.opts.missing(key),
        );
        const entry = { version, value };
        this.loading.set(key, entry);
        value.then(
          (loaded) => {
            if (this.version(key) === version) this.hold(key, { version, at: now, value: loaded });
            if (this.loading.get(key) === entry) this.loading.delete(key);
          },
          () => {
            // A database that could not answer is asked again by the next read.
            if (this.loading.get(key) === entry) this.loading.delete(key);
          },
        );
        waiting.push([key, value]);
      }
    }
    for (const [key, value] of waiting) found.set(key, await value);
    return found;
  }

  /** Forgets `key`: the next read loads it again, and a load under way is not kept. */
  forget(key: K): void {
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
    this.held.delete(key);
  }

  /** Forgets every key. */
  forgetAll(): void {
    this.generation += 1;
    this.versions.clear();
    this.held.clear();
  }
}
