/*
 * Row caches of the read model: small rows read on nearly every request and changed rarely (a
 * member's standing, the venue behind a public address), kept while nothing that could change
 * them was written (README.md, docs/decisions/0017, 0020).
 */

/** Where the shared version of a kind of rows stands: null when it cannot be known (read through). */
export type RowVersion = () => Promise<string | null> | string | null;

export class RowCache<V> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  /** Values by key, each with the version it was read at. */
  readonly #kept = new Map<string, { value: V; untilMs: number; version: string }>();
  /** Counts changes, so a read that raced one does not keep its answer. */
  #changes = 0;
  /** How often `get` asked the database, for tests. */
  reads = 0;

  constructor(options: { ttlMs: number; maxEntries: number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
  }

  /**
   * The value for `key`: kept while the version stands where it stood when it was read, else
   * `read()`, whose answer is kept unless it is null (only what exists is kept, so creating it
   * needs no bump).
   */
  async get(key: string, read: () => Promise<V | null>, currentVersion: RowVersion): Promise<V | null> {
    let version: string | null;
    try {
      version = await currentVersion();
    } catch {
      version = null;
    }
    if (version === null) return this.#read(read);
    const hit = this.#kept.get(key);
    if (hit && hit.untilMs > Date.now() && hit.version === version) return hit.value;
    const nowMs = Date.now();
    const seen = this.#changes;
    const value = await this.#read(read);
    this.#kept.delete(key);
    if (value !== null && seen === this.#changes) {
      if (this.#kept.size >= this.#maxEntries) this.#kept.delete(this.#kept.keys().next().value!);
      this.#kept.set(key, { value, untilMs: nowMs + this.#ttlMs, version });
    }
    return value;
  }

  /** Forgets every kept value (a change was made here or reported by another instance). */
  forget(): void {
    this.#changes += 1;
    this.#kept.clear();
  }

  #read(read: () => Promise<V | null>): Promise<V | null> {
    this.reads += 1;
    return read();
  }
}
