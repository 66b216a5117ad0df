import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from './client.ts';
import { race } from '../../test/races.ts';

// PostgreSQL only (CI's second run sets DATABASE_URL): PGlite has no connections to lose.
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL connections', () => {
  const databaseName = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const urlFor = (name: string) => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };

  beforeAll(() => admin(`create database "${databaseName}"`));
  afterAll(() => admin(`drop database if exists "${databaseName}" with (force)`));

  it('reports a connection the server ends while idle and reconnects on the next query', async () => {
    const lost: Error[] = [];
    const handle: DatabaseHandle = await openDatabase({
      databaseUrl: urlFor(databaseName),
      pgliteDir: null,
      onConnectionError: (error) => lost.push(error),
    });
    try {
      await handle.ping();
      const ended = await admin(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = '${databaseName}'`,
      );
      expect(ended.rows.length).toBeGreaterThan(0);
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });

  it('has closed every connection by the time close() answers', async () => {
    const handle = await openDatabase({ databaseUrl: urlFor(databaseName), pgliteDir: null });
    await Promise.all([handle.ping(), handle.ping(), handle.ping()]);
    await handle.close();
    const left = await admin(`select count(*)::int as n from pg_stat_activity where datname = '${databaseName}'`);
    expect(left.rows[0].n).toBe(0);
  });

  it(race('migrates a fresh database once when several instances start together'), async () => {
    const fresh = `t_${randomBytes(6).toString('hex')}`;
    await admin(`create database "${fresh}"`);
    try {
      const handles = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: urlFor(fresh), pgliteDir: null })),
      );
      await Promise.all(handles.map((handle) => handle.close()));
      const client = new pg.Client({ connectionString: urlFor(fresh) });
      await client.connect();
      try {
        const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        expect(applied.rows[0].n).toBe(journal.entries.length);
      } finally {
        await client.end();
      }
    } finally {
      await admin(`drop database if exists "${fresh}" with (force)`);
    }
  });
});
