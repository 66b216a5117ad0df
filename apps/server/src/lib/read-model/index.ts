import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Redis } from 'ioredis';
import { loadRedis } from '../load-on-use.ts';
import { listenOn, type Listener } from './listener.ts';
import { RowCache } from './rows.ts';
import { SlotCache, WriteMarks, type SlotOptions } from './slots.ts';

/* Every cached read of the server and how it stays fresh: README.md. */

/**
 * Reads rebuilt per owner (a profile's menu, a restaurant's days), marked by every write of the
 * owner's rows; `sitemap` is marked by none and keyed by the app clock's window instead (README.md).
 */
export type SlotKind = 'menu' | 'availability' | 'waitlist' | 'sitemap';
/** Small rows kept whole, forgotten together on any change of their kind. */
export type RowKind = 'membership' | 'public-profile' | 'waitlist-reference';

/** A slot cache: defined once per module, its values kept per app (`ReadModel.read`). */
export interface SlotDefinition<T> extends SlotOptions<T> {
  kind: SlotKind;
}
export const defineSlots = <T>(definition: SlotDefinition<T>): SlotDefinition<T> => definition;

/** A row cache: defined once per module, its values kept per app (`ReadModel.readRow`). */
export interface RowDefinition<V> {
  kind: RowKind;
  /** The counter in Redis every instance's change raises (PostgreSQL with Redis). */
  redisKey: string;
  /** How long a value is trusted even without a change seen (a safety net only). */
  ttlMs: number;
  maxEntries: number;
  /** Names the value's type only. */
  readonly value?: V;
}
export const defineRows = <V>(definition: RowDefinition<V>): RowDefinition<V> => definition;

/**
 * Where versions come from: `embedded` (PGlite: this process makes every write, its marks and
 * counters are trusted), `redis` (PostgreSQL and Redis: row versions are counters in Redis,
 * slots check the database's version on every read), `notify` (PostgreSQL alone: row versions
 * are this process's, moved by LISTEN/NOTIFY; slots as with Redis).
 */
export type VersionSource = 'embedded' | 'redis' | 'notify';

/** The channel of row changes between instances without Redis; the payload names the kind. */
const CHANNEL = 'venue_read_model';

export class ReadModel {
  readonly source: VersionSource;
  /** Emits `notified` (the kind) as each change reported through LISTEN is applied, `lost` and `listening` as LISTEN stops and starts again: tests wait on them. */
  readonly events = new EventEmitter();
  readonly #marks = new Map<SlotKind, WriteMarks>();
  readonly #slots = new Map<SlotDefinition<never>, SlotCache<unknown>>();
  readonly #rows = new Map<RowKind, RowCache<unknown>>();
  #listener: Listener | null = null;
  /**
   * With `redis`, the connection for what instances share beside the database: row versions and
   * built bodies (lib/shared-build.ts). No offline queue: a command while Redis is away fails at
   * once and the caller reads or builds here.
   */
  readonly redis: Redis | null;

  constructor(source: VersionSource, options: { redisUrl?: string; onRedisError?: (error: Error) => void } = {}) {
    this.source = source;
    this.redis =
      source === 'redis' && options.redisUrl
        ? new (loadRedis())(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
        : null;
    if (options.onRedisError) this.redis?.on('error', options.onRedisError);
  }

  /**
   * Marks `owner`'s reads of `kind` changed. Call it inside the transaction of every write of
   * the rows behind them, before its first statement.
   * @returns the write's mark, for `patch` once it has committed.
   */
  bump(kind: SlotKind, owner: string): number {
    return this.#marksOf(kind).mark(owner);
  }

  /**
   * The value in slot `key`, fresh as of a moment after this call began; one rebuild at a time per
   * slot. `now` (the caller's `ctx.clock()`) is checked against the definition's `staleAt`.
   */
  read<T>(
    definition: SlotDefinition<T>,
    key: string,
    rebuild: (previous: T | undefined) => Promise<T>,
    owner?: string,
    now?: Date,
  ): Promise<T> {
    return this.#slotsOf(definition).read(this.source === 'embedded', key, rebuild, owner, now?.getTime());
  }

  /** After a write marked `mark` has committed: the kept value patched to that write's version (SlotCache.patch). */
  patch<T>(definition: SlotDefinition<T>, key: string, mark: number, patch: (value: T) => T | undefined): void {
    this.#slotsOf(definition).patch(key, mark, patch);
  }

  #slotsOf<T>(definition: SlotDefinition<T>): SlotCache<T> {
    const key = definition as unknown as SlotDefinition<never>;
    let cache = this.#slots.get(key) as SlotCache<T> | undefined;
    if (!cache) {
      cache = new SlotCache<T>(this.#marksOf(definition.kind), definition);
      this.#slots.set(key, cache as SlotCache<unknown>);
    }
    return cache;
  }

  #marksOf(kind: SlotKind): WriteMarks {
    let marks = this.#marks.get(kind);
    if (!marks) this.#marks.set(kind, (marks = new WriteMarks()));
    return marks;
  }

  /** The row under `key`: kept while no change of its kind was seen, else `read()`; null is never kept. */
  readRow<V>(definition: RowDefinition<V>, key: string, read: () => Promise<V | null>): Promise<V | null> {
    return this.#rowsOf(definition).get(key, read, () => this.#rowVersion(definition));
  }

  /**
   * Runs a change of rows of `definition`'s kind in one transaction, forgetting the kept rows
   * here and on every instance (Redis counter, or NOTIFY delivered on commit) before it starts
   * and once it has ended, committed or not.
   * @throws when Redis is configured and cannot count the change (nothing is written then)
   */
  async writeRows<V, T>(definition: RowDefinition<V>, db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
    await this.#rowsChanged(definition);
    try {
      return await db.transaction(async (tx) => {
        const result = await write(tx);
        if (this.source === 'notify') await tx.execute(sql`select pg_notify(${CHANNEL}, ${definition.kind})`);
        return result;
      });
    } finally {
      await this.#rowsChanged(definition);
    }
  }

  /** How often rows of `definition` were read from the database, for tests. */
  rowReads(definition: RowDefinition<unknown>): number {
    return this.#rows.get(definition.kind)?.reads ?? 0;
  }

  #rowsOf<V>(definition: RowDefinition<V>): RowCache<V> {
    let cache = this.#rows.get(definition.kind);
    if (!cache) this.#rows.set(definition.kind, (cache = new RowCache<unknown>(definition)));
    return cache as RowCache<V>;
  }

  #rowVersion(definition: RowDefinition<unknown>): Promise<string | null> | string | null {
    if (this.source === 'embedded') return 'local';
    if (this.source === 'notify') return this.#listener?.listening ? 'notified' : null;
    return this.redis ? this.redis.get(definition.redisKey).then((version) => version ?? '0') : null;
  }

  async #rowsChanged(definition: RowDefinition<unknown>): Promise<void> {
    this.#rowsOf(definition).forget();
    await this.redis?.incr(definition.redisKey);
  }

  /** PostgreSQL without Redis: applies other instances' (and this one's) row changes as they commit. */
  async listen(url: string, log: FastifyBaseLogger): Promise<void> {
    this.#listener = await listenOn(url, CHANNEL, {
      log,
      onNotify: (kind) => {
        this.#rows.get(kind as RowKind)?.forget();
        this.events.emit('notified', kind);
      },
      // Changes reported while nobody listened are lost: forget everything kept.
      onListening: () => {
        for (const cache of this.#rows.values()) cache.forget();
        this.events.emit('listening');
      },
      onLost: () => this.events.emit('lost'),
    });
  }

  async close(): Promise<void> {
    await this.#listener?.close();
    this.redis?.disconnect();
  }
}

/*
 * Each database (a pool, or one PGlite: two test apps on one PGlite share it) has one read
 * model, found from the database or any transaction on it (drizzle hands a transaction its
 * database's dialect), so a write deep in a service bumps without carrying it.
 */
const byDatabase = new WeakMap<object, ReadModel>();
const databaseKey = (db: Db): object => (db as unknown as { dialect?: object }).dialect ?? db;

/** The read model of `db` (or of the database `db` is a transaction on); undefined outside an app (scripts, the seed). */
export const readModelOf = (db: Db): ReadModel | undefined => byDatabase.get(databaseKey(db));

/** `ReadModel.read` on `db`'s read model; a plain rebuild when no app serves it. */
export function readThrough<T>(
  db: Db,
  definition: SlotDefinition<T>,
  key: string,
  rebuild: (previous: T | undefined) => Promise<T>,
  owner?: string,
  now?: Date,
): Promise<T> {
  const model = readModelOf(db);
  return model ? model.read(definition, key, rebuild, owner, now) : rebuild(undefined);
}

/** `ReadModel.readRow` on `db`'s read model; a plain read when no app serves it. */
export function readRowThrough<V>(db: Db, definition: RowDefinition<V>, key: string, read: () => Promise<V | null>) {
  const model = readModelOf(db);
  return model ? model.readRow(definition, key, read) : read();
}

/** `ReadModel.writeRows` on `db`'s read model; a plain transaction when no app serves it. */
export function writeRowsThrough<V, T>(db: Db, definition: RowDefinition<V>, write: (tx: Db) => Promise<T>): Promise<T> {
  const model = readModelOf(db);
  return model ? model.writeRows(definition, db, write) : db.transaction(write);
}

/**
 * The read model of `db` (made for it when it has none yet), and its `close` for the app: a
 * no-op for an app on another's database, else it ends the model's connections and unregisters it.
 */
export async function openReadModel(
  config: AppConfig,
  db: Db,
  log: FastifyBaseLogger,
): Promise<{ readModel: ReadModel; close: () => Promise<void> }> {
  const existing = readModelOf(db);
  if (existing) return { readModel: existing, close: async () => {} };
  const source: VersionSource = !config.DATABASE_URL ? 'embedded' : config.REDIS_URL ? 'redis' : 'notify';
  const readModel = new ReadModel(source, {
    redisUrl: config.REDIS_URL,
    onRedisError: (error) =>
      log.warn({ err: error }, 'shared-cache Redis unreachable: standings and bodies are read and built here'),
  });
  if (source === 'notify' && config.DATABASE_URL) await readModel.listen(config.DATABASE_URL, log);
  byDatabase.set(databaseKey(db), readModel);
  const close = async () => {
    byDatabase.delete(databaseKey(db));
    await readModel.close();
  };
  return { readModel, close };
}
