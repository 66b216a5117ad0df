import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openEmbeddedDriver } from './embedded-driver.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Either driver's database, or a transaction on it (a transaction is a database too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database is reachable (for /ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Any fixed 64-bit number; names the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 7_311_001;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** PostgreSQL when set, else PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite directory; in memory when null. */
  pgliteDir: string | null;
  /** A dump of a database (PGlite's `dumpDataDir`) for PGlite to start from: the tests' migrated template. */
  pgliteStartFrom?: string | undefined;
  /**
   * Told about a PostgreSQL connection that failed outside a query (the server restarted or
   * dropped it); the pool replaces it on the next query.
   */
  onConnectionError?: (error: Error) => void;
}

/** Opens the database and applies the committed migrations before anything else runs. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError ?? (() => {}));
  return openPglite(options.pgliteDir, options.pgliteStartFrom);
}

async function openPglite(dir: string | null, startFrom: string | undefined): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir) mkdirSync(dir, { recursive: true });
  // Drizzle's PGlite driver calls the embedded driver (embedded-driver.ts, README.md), which
  // answers the two calls it makes (query, transaction).
  const client = await openEmbeddedDriver(dir, startFrom);
  const db = drizzle(client as unknown as PGlite, { schema });
  // Started from the tests' migrated template (`startFrom`), this finds nothing left to apply.
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onConnectionError: (error: Error) => void): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without these listeners, an error on a connection that is idle or closing (PostgreSQL
  // restarted, an administrator ended it) is an unhandled 'error' event and ends the process.
  pool.on('error', onConnectionError);
  const connections = new Set<InstanceType<typeof pg.Client>>();
  pool.on('connect', (client) => {
    connections.add(client);
    client.on('error', onConnectionError);
    client.once('end', () => connections.delete(client));
  });
  const db = drizzle(pool, { schema });
  // Instances that start together would each apply the same migration, and all but one fail
  // on "already exists". One session-level advisory lock on a dedicated connection makes
  // them take turns; the later ones then find nothing left to apply.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(lockClient, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    // pool.end() answers once it has asked every connection to close, not once they have:
    // wait for the sockets too, so nothing of ours is left on the server after close().
    close: async () => {
      const closing = [...connections].map((client) => new Promise((resolve) => client.once('end', resolve)));
      await pool.end();
      await Promise.all(closing);
    },
  };
}
