import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { PGLITE_TEMPLATE_VARIABLE, POSTGRES_TEMPLATE_VARIABLE } from './database-template.ts';
import { adminQuery, withDatabase } from './postgres-admin.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Test phone numbers (E.164 digits) and their fixed one-time codes. */
export const TEST_PHONES = {
  owner: { phone: '919000000001', code: '246810' },
  second: { phone: '919000000002', code: '135790' },
  third: { phone: '919000000003', code: '112233' },
  fourth: { phone: '919000000004', code: '445566' },
  fifth: { phone: '919000000005', code: '778899' },
  sixth: { phone: '919000000006', code: '990011' },
} as const;

/** SMS_TEST_OTP for TEST_PHONES. */
export const TEST_OTP = Object.values(TEST_PHONES)
  .map(({ phone, code }) => `${phone}=${code}`)
  .join(',');

/**
 * What production demands besides the variables a test names (config.ts productionProblems):
 * real providers (nothing here calls them) and the public address.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(48),
  SMS_TEST_OTP: '',
  PUBLIC_BASE_URL: 'https://menu.example.in',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_production_env',
  RAZORPAY_KEY_SECRET: 'production-env-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'production-env-webhook-secret',
  RAZORPAY_API_BASE: 'http://127.0.0.1:9',
} as const;

export interface TestAppOptions extends Pick<BuildAppOptions, 'logStream' | 'clock' | 'menuItemsChanged'> {
  /** Config values no variable sets, e.g. `webDistDir` for a built dashboard. */
  overrides?: Partial<AppConfig>;
  /** Runs before the app is ready: a test may add a route of its own. */
  beforeReady?: (app: FastifyInstance) => void;
  /**
   * A second instance on the first one's database (as two servers on one PostgreSQL): its own
   * pool on the same PostgreSQL database, or the same in-memory PGlite. Close it before the first.
   */
  sameDatabaseAs?: TestApp;
  /** An existing PostgreSQL database to use as is and keep (a cluster's, test/cluster-kit.ts). */
  existingDatabaseUrl?: string;
}

/**
 * The real application on a fresh database: in-memory PGlite, or, when DATABASE_URL is set
 * (CI's second run), a database of its own on that PostgreSQL server, dropped afterwards.
 * Media go to a temporary directory (or the bucket the S3_* variables in `env` name).
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-test-'));
  const shared = options.sameDatabaseAs;
  const existing = options.existingDatabaseUrl ?? shared?.config.DATABASE_URL;
  const serverUrl = shared ? shared.config.DATABASE_URL : (env.DATABASE_URL ?? process.env.DATABASE_URL);
  const databaseName = serverUrl && !shared && !existing ? `t_${randomBytes(6).toString('hex')}` : null;
  if (serverUrl && databaseName) {
    // From the run's migrated database (test/database-template.ts) when there is one.
    const from = process.env[POSTGRES_TEMPLATE_VARIABLE];
    await adminQuery(serverUrl, `create database "${databaseName}"${from ? ` template "${from}"` : ''}`);
  }
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SMS_TEST_OTP: TEST_OTP,
      ...env,
      ...(serverUrl && databaseName ? { DATABASE_URL: withDatabase(serverUrl, databaseName) } : {}),
      ...(existing ? { DATABASE_URL: existing } : {}),
    },
    { inMemoryDatabase: true, ...options.overrides },
  );
  const template = process.env[PGLITE_TEMPLATE_VARIABLE];
  // A fresh in-memory PGlite starts from the run's migrated template (test/database-template.ts).
  const ownDatabase =
    !shared && !config.DATABASE_URL && config.inMemoryDatabase && template
      ? await openDatabase({ pgliteDir: null, pgliteStartFrom: template })
      : undefined;
  const app = await buildApp(config, {
    logStream: options.logStream,
    clock: options.clock,
    menuItemsChanged: options.menuItemsChanged,
    // PGlite lives in this process: the second instance uses the first one's.
    database: shared && !shared.config.DATABASE_URL ? shared.database : ownDatabase,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database: app.deps.database,
    close: async () => {
      await app.close();
      await ownDatabase?.close();
      if (serverUrl && databaseName) await adminQuery(serverUrl, `drop database if exists "${databaseName}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
