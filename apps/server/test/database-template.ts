import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, openDatabase } from '../src/db/client.ts';
import { adminQuery, withDatabase } from './postgres-admin.ts';

/*
 * Vitest's global set-up: one migrated database for the whole run, which every test database
 * starts from (createTestApp), so the suite applies the migrations once rather than a few
 * hundred times. Each database still runs `migrate` as the app starts, which finds nothing left.
 * - PGlite: the migrated database dumped to a file that every in-memory database starts from
 *   (~0.7 s of CPU against ~2.3 s for an empty database and the migrations).
 * - PostgreSQL (DATABASE_URL): a migrated database each test database is created from
 *   (`create database … template`, a copy of its files) instead of being migrated one by one.
 */
export const PGLITE_TEMPLATE_VARIABLE = 'PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_VARIABLE = 'POSTGRES_TEMPLATE_DATABASE';

export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresTemplate(serverUrl) : pgliteTemplate();
}

async function pgliteTemplate() {
  const database = new PGlite();
  await migrate(drizzle(database), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await database.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // The test processes inherit the variable.
  process.env[PGLITE_TEMPLATE_VARIABLE] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(serverUrl: string) {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  // The app's own way in: the migrations under its advisory lock, then every connection closed
  // (a database with a session open cannot be a template).
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), pgliteDir: null });
  await database.close();
  process.env[POSTGRES_TEMPLATE_VARIABLE] = name;
  return () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}
