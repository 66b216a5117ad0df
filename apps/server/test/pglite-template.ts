import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/db/client.ts';

/*
 * Vitest's global set-up: one migrated PGlite database for the whole run, dumped to a file that
 * every in-memory test database starts from (createTestApp). Starting from it costs a third of
 * starting an empty database and applying the migrations to it (~0.7 s of CPU against ~2.3 s),
 * and the suite opens a few hundred. Each database still runs `migrate`, which finds nothing
 * left to apply. On PostgreSQL (DATABASE_URL) each test database is created empty and migrated.
 */
export const PGLITE_TEMPLATE_VARIABLE = 'PGLITE_TEMPLATE';

export default async function setup() {
  if (process.env.DATABASE_URL) return;
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
