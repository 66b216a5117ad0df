import { flushCompileCache } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { acquireDataDirLock, DataDirLockedError } from './db/lock.ts';
import type { Db } from './db/client.ts';
import { DEMO, seedDemo } from './db/seed.ts';
import { releaseFreedHeapPages } from './lib/release-freed-heap.ts';
import { seedDemoEvents } from './modules/events/demo-events.ts';
import { scheduleFeeInvoiceMonths } from './modules/invoices/fee-invoices.ts';
import { seedDemoMenu } from './modules/menu/menu.service.ts';
import { drainAndClose } from './plugins/graceful-shutdown.ts';
import { startBanner } from './start-banner.ts';

const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Closing that hangs (a request that never ends, a database that does not answer) is cut off
 * this long after the drain.
 */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig(process.env, { webDistDir });
  // PostgreSQL handles many servers itself; only the embedded PGlite needs the lock.
  const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.dataDir);
  // Whatever happens from here, the lock goes with the process.
  process.once('exit', releaseLock);

  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second Ctrl-C: the operator does not want to wait.
      process.exit(1);
    }
    closing = true;
    // An orchestrator stops us with SIGTERM and may still route traffic here for a moment;
    // a person pressing Ctrl-C (SIGINT) wants the prompt back.
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    app.log.info({ signal, drainMs }, `${signal} received, shutting down`);
    const timer = setTimeout(() => {
      app.log.error(`Shutdown took longer than ${(drainMs + SHUTDOWN_TIMEOUT_MS) / 1000} s; exiting anyway`);
      process.exit(1);
    }, drainMs + SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    let code = 0;
    try {
      await drainAndClose(app, { drainMs });
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      code = 1;
    }
    releaseLock();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The demo's dishes get drawn photos, stored as the venue's own media (issue 15).
  const seedMenu = (db: Db, profileId: string) => seedDemoMenu(db, profileId, { ...app.deps, log: app.log });
  const seedEvents = (db: Db, profileId: string) => seedDemoEvents(db, profileId, app.deps.clock());
  const demo = config.SEED_DEMO ? await seedDemo(app.deps.db, { seedMenu, seedEvents }) : null;

  // The monthly platform fee invoices: each run schedules the next month's (fee-invoices.ts).
  // Before listening, so a server that answers /ready has finished starting: stopped right
  // after, it no longer failed this write on a closed database and exited as "Failed to start".
  await scheduleFeeInvoiceMonths(app.deps.db, app.deps.clock());

  // Start-up's garbage is all made by now; its pages are released before any request can wait on it.
  releaseFreedHeapPages();

  await app.listen({ port: config.PORT, host: config.HOST });
  // Node writes its compile cache on exit; written now, a server that is killed still leaves it
  // for the next start (main.ts).
  flushCompileCache();
  app.deps.jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_BASE_URL ?? `http://localhost:${port}`;
  process.stdout.write(
    startBanner({
      url,
      database: `${app.deps.database.kind}${config.DATABASE_URL ? '' : ` in ${config.dataDir}`}`,
      testLogins: config.SMS_TEST_OTP,
      smsProvider: config.SMS_PROVIDER,
      demo: demo ? { venueName: DEMO.profile.name, userName: DEMO.profile.userName, ownerPhone: DEMO.owner.phone } : null,
    }),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
