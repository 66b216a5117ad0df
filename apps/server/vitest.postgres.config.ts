import { defineConfig } from 'vitest/config';
import { serverTests } from './vitest.config.ts';

/*
 * CI's PostgreSQL phase (.ci/run: `npm run test:postgres -w apps/server` with DATABASE_URL).
 * The whole suite has run on PGlite by then. PGlite is PostgreSQL itself (the same SQL and
 * migrations, decisions §3), so this second run holds only what can go differently on a
 * PostgreSQL server:
 * - overlapping transactions: PGlite runs one at a time, so races, row locks, counters and
 *   invoice numbers are only ever raced here (a test named "race, …" is one: test/races.ts);
 * - node-postgres: its pool and connections, and the values it parses on the way back (dates,
 *   counts, money sums), on every service and route that writes and reads back (src/modules);
 * - the database's life: migrations under the advisory lock, jobs leased by several runners,
 *   the read caches' cross-instance freshness, instances sharing a database, kill -9, the cluster.
 * What only checks the HTTP surface (input validation and fuzzing, the permission matrix,
 * headers, logs, builds) or needs no database at all runs once, on PGlite.
 */
export const POSTGRES_PHASE = [
  // Services and routes: they write, then read back through the driver.
  'src/modules/**/*.test.ts',
  // The database and what lives in it beside the features. Migrations run on PostgreSQL for every
  // test database here; the tests of what a migration does to older rows (test/*migration*.test.ts,
  // test/migration-kit.ts) build an embedded database by design, so they run in the PGlite phase.
  'src/db/client.test.ts',
  'src/lib/audit/**/*.test.ts',
  'src/lib/jobs/**/*.test.ts',
  'src/lib/notify/**/*.test.ts',
  'src/lib/ordering.test.ts',
  'test/schema-integrity.test.ts',
  'test/seed.test.ts',
  // Reads kept fresh across instances, and access read from the database on every call.
  'test/access.test.ts',
  'test/encoded-reads.test.ts',
  'test/read-model-notify.test.ts',
  // Processes and instances on one database.
  'test/cluster.test.ts',
  'test/crash.test.ts',
  'test/deploy-nginx.test.ts',
  'test/graceful-shutdown.test.ts',
  'test/jobs-restart.test.ts',
  'test/live-activity-restart.test.ts',
];

/** Module tests that need no database: nothing for PostgreSQL to add. */
export const NO_DATABASE = [
  'src/modules/auth/access-token.test.ts',
  'src/modules/auth/booking-codes.test.ts',
  'src/modules/auth/otp-code.test.ts',
  'src/modules/auth/phone.test.ts',
  'src/modules/auth/refresh-tokens.test.ts',
  'src/modules/invoices/invoice-pdf.test.ts',
  'src/modules/media/concurrency-limit.test.ts',
  'src/modules/menu-spreadsheet/import-plan.test.ts',
  'src/modules/menu-spreadsheet/read-spreadsheet.test.ts',
  'src/modules/menu/menu-changes.test.ts',
  'src/modules/menu/menu-schedules.test.ts',
  'src/modules/menu/menu-schemas.test.ts',
  'src/modules/public-pages/menu-page-worker.test.ts',
  'src/modules/public-pages/vcard.test.ts',
  'src/modules/qr/qr-files.test.ts',
  'src/modules/qr/qr-fonts.test.ts',
  'src/modules/team/team-schemas.test.ts',
];

/** Module tests of the HTTP surface: bad input, access and the guest pages' rendering of rows. */
export const SURFACE = [
  'src/modules/menu/menu-access.test.ts',
  'src/modules/menu/menu-bad-input.test.ts',
  'src/modules/public-pages/menu-page-pool.test.ts',
  'src/modules/public-pages/menu-pieces.test.ts',
  'src/modules/public-pages/public-pages.routes.test.ts',
];

// A function, so importing the lists above (test/ci-pipeline.test.ts) needs no database.
export default defineConfig(() => {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      'vitest.postgres.config.ts is the PostgreSQL phase: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
  }
  return serverTests(POSTGRES_PHASE, [...NO_DATABASE, ...SURFACE]);
});
