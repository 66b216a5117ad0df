import { sharedRedis } from './shared-redis.ts';

/*
 * Small rows read on nearly every request and changed rarely (a member's standing, the venue
 * behind a public address), kept in memory while nothing that could change them was written
 * (docs/decisions/0017, 0020). Every change goes through `write`, which forgets the kept values
 * before it starts and once it has ended, committed or not.
 *
 * With the embedded database (`local`) this process makes every change, so that is enough. With
 * PostgreSQL other instances change them too: `write` also raises a counter in Redis, and a
 * value is kept only while the counter stands where it stood when the value was read, so a
 * check costs one Redis GET instead of a query and a change through any instance holds on every
 * instance's next call. Without Redis, or while it does not answer, every call reads.
 */

export interface VersionedCacheOptions {
  /** The counter in Redis every instance's `write` raises. */
  versionKey: string;
  /** How long a value is trusted even without a write seen (a safety net only). */
  ttlMs: number;
  /** Bounds the cache under a flood of distinct keys; the oldest values go first. */
  maxEntries: number;
}

export class VersionedCache<V> {
  readonly #options: VersionedCacheOptions;
  /** Values by key, each with the shared version it was read at (null: this process's own). */
  readonly #kept = new Map<string, { value: V; untilMs: number; version: string | null }>();
  /** Counts writes, so a read that raced one does not keep its answer. */
  #writes = 0;
  /** How often `read` asked the database, for tests. */
  reads = 0;

  constructor(options: VersionedCacheOptions) {
    this.#options = options;
  }

  /**
   * The value for `key`: kept while unchanged, else `read()`, whose answer is kept unless it is
   * null (only what exists is kept, so creating it needs no `write`). A value this process keeps
   * for itself (`local`) is answered without asking anyone.
   * @param local this process makes every change (the embedded database)
   */
  async get(key: string, read: () => Promise<V | null>, { local }: { local: boolean }): Promise<V | null> {
    if (!local) return this.#getShared(key, read);
    const hit = this.#kept.get(key);
    if (hit && hit.untilMs > Date.now() && hit.version === null) return hit.value;
    return this.#readAndKeep(key, read, null);
  }

  async #getShared(key: string, read: () => Promise<V | null>): Promise<V | null> {
    const redis = sharedRedis();
    if (!redis) return this.#read(read);
    let version: string;
    try {
      version = (await redis.get(this.#options.versionKey)) ?? '0';
    } catch {
      return this.#read(read);
    }
    const hit = this.#kept.get(key);
    if (hit && hit.untilMs > Date.now() && hit.version === version) return hit.value;
    return this.#readAndKeep(key, read, version);
  }

  async #readAndKeep(key: string, read: () => Promise<V | null>, version: string | null): Promise<V | null> {
    const nowMs = Date.now();
    const seen = this.#writes;
    const value = await this.#read(read);
    this.#kept.delete(key);
    if (value !== null && seen === this.#writes) {
      if (this.#kept.size >= this.#options.maxEntries) this.#kept.delete(this.#kept.keys().next().value!);
      this.#kept.set(key, { value, untilMs: nowMs + this.#options.ttlMs, version });
    }
    return value;
  }

  /**
   * Runs a change of what the values show, forgetting them here and (through the counter) on
   * every instance before it starts and once it has ended.
   * @throws when Redis is configured and cannot count the change (nothing is changed then)
   */
  async write<T>(change: () => Promise<T>): Promise<T> {
    await this.#forget();
    try {
      return await change();
    } finally {
      await this.#forget();
    }
  }

  async #forget(): Promise<void> {
    this.#writes += 1;
    this.#kept.clear();
    await sharedRedis()?.incr(this.#options.versionKey);
  }

  #read(read: () => Promise<V | null>): Promise<V | null> {
    this.reads += 1;
    return read();
  }
}
