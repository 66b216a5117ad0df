import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../src/db/client.ts';

/**
 * An embedded database as it was before migration `index`, for testing what that migration does
 * to rows written before it: `migrateRest()` then runs every migration from `index` on.
 */
export async function databaseBeforeMigration(index: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'venue-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < index);
  writeFileSync(journalFile, JSON.stringify(journal));

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  return {
    db,
    migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
