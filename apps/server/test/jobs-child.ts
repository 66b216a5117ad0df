/**
 * A stand-in server process for test/jobs-restart.test.ts, which kills it with SIGKILL:
 *   node jobs-child.ts schedule <dataDir> <marker>           schedules the job, then waits to be killed
 *   node jobs-child.ts hang <dataDir> <marker> <offsetMs>    starts the job and never finishes it
 *   node jobs-child.ts run <dataDir> <marker> <offsetMs>     runs what is due, prints how many, exits
 * The job appends "<attempt>" to <marker>; the clock is the real one moved by <offsetMs>.
 */
import { appendFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { openDatabase } from '../src/db/client.ts';
import { createJobRunner, defineJob, scheduleJob } from '../src/lib/jobs/index.ts';

const [mode, dataDir, marker, offset = '0'] = process.argv.slice(2);
if (!mode || !dataDir || !marker) throw new Error('usage: jobs-child.ts schedule|hang|run <dataDir> <marker> [offsetMs]');

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
} as unknown as FastifyBaseLogger;
const database = await openDatabase({ pgliteDir: dataDir });
const clock = () => new Date(Date.now() + Number(offset));

const restartJob = defineJob({
  kind: 'test.restart',
  payload: z.object({}),
  async run(_payload, job) {
    appendFileSync(marker, `${job.attempt}\n`);
    if (mode === 'hang') await new Promise(() => {});
  },
});

if (mode === 'schedule') {
  await scheduleJob(database.db, restartJob, {}, { runAt: clock(), uniqueKey: 'restart-test' });
  process.stdout.write('scheduled\n');
  await new Promise(() => {});
}

const runner = createJobRunner({ db: database.db, log: silent, clock, leaseMs: 60_000 });
runner.register(restartJob);
const ran = await runner.runDue();
process.stdout.write(`ran ${ran}\n`);
await database.close();
