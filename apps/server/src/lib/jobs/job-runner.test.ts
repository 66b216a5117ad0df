import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  cancelJob,
  countJobs,
  createJobRunner,
  defineJob,
  rescheduleJob,
  retryDelayMs,
  scheduleJob,
  type JobRunner,
} from './index.ts';
import { race } from '../../../test/races.ts';

let testApp: TestApp;
const start = new Date('2026-11-22T10:00:00.000Z');
let now = start;
const clock = () => now;
const at = (ms: number) => new Date(start.getTime() + ms);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  now = start;
  await testApp.app.deps.db.delete(jobs);
});

const db = () => testApp.app.deps.db;
const runnerWith = (...definitions: Parameters<JobRunner['register']>[0][]) => {
  const runner = createJobRunner({ db: db(), log: testApp.app.log, clock, leaseMs: 60_000 });
  for (const definition of definitions) runner.register(definition);
  return runner;
};

/** A job that records every run, and fails while `failuresLeft` says so. */
function recordingJob(kind = 'test.record') {
  const runs: { id: string; attempt: number; note: string }[] = [];
  const state = { failuresLeft: 0 };
  const definition = defineJob({
    kind,
    payload: z.object({ note: z.string() }),
    maxAttempts: 3,
    async run(payload, job) {
      runs.push({ id: job.id, attempt: job.attempt, note: payload.note });
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        throw new Error('provider unreachable');
      }
    },
  });
  return { definition, runs, state };
}

describe('durable jobs', () => {
  it('runs a job once, and not before its time', async () => {
    const { definition, runs } = recordingJob();
    const runner = runnerWith(definition);
    await scheduleJob(db(), definition, { note: 'remind' }, { runAt: at(60_000) });

    expect(await runner.runDue()).toBe(0);
    now = at(59_999);
    expect(await runner.runDue()).toBe(0);
    now = at(60_000);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    now = at(3_600_000);
    expect(await runner.runDue()).toBe(0);

    expect(runs).toEqual([expect.objectContaining({ note: 'remind', attempt: 1 })]);
    expect(await countJobs(db())).toEqual({ done: 1 });
  });

  it('schedules a job with a unique key once however often it is asked', async () => {
    const { definition, runs } = recordingJob();
    const runner = runnerWith(definition);
    const first = await scheduleJob(db(), definition, { note: 'a' }, { runAt: start, uniqueKey: 'booking:1:reminder' });
    const second = await scheduleJob(db(), definition, { note: 'b' }, { runAt: start, uniqueKey: 'booking:1:reminder' });

    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    await runner.runDue();
    expect(runs.map((run) => run.note)).toEqual(['a']);
  });

  it('retries a failing job with growing delays, then succeeds', async () => {
    const { definition, runs, state } = recordingJob();
    state.failuresLeft = 2;
    const runner = runnerWith(definition);
    await scheduleJob(db(), definition, { note: 'x' }, { runAt: start });

    expect(await runner.runDue()).toBe(1);
    const afterFirst = await db().select().from(jobs);
    expect(afterFirst[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider unreachable' });
    expect(afterFirst[0]!.runAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

    now = at(retryDelayMs(1) - 1);
    expect(await runner.runDue()).toBe(0);
    now = at(retryDelayMs(1));
    expect(await runner.runDue()).toBe(1);
    const secondRetryAt = now.getTime() + retryDelayMs(2);
    expect((await db().select().from(jobs))[0]!.runAt.getTime()).toBe(secondRetryAt);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    now = new Date(secondRetryAt);
    expect(await runner.runDue()).toBe(1);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    expect((await db().select().from(jobs))[0]).toMatchObject({ status: 'done', attempts: 3, lastError: null });
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const { definition, runs, state } = recordingJob();
    state.failuresLeft = 10;
    const runner = runnerWith(definition);
    await scheduleJob(db(), definition, { note: 'x' }, { runAt: start });

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await runner.runDue();
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(runs).toHaveLength(3);
    expect((await db().select().from(jobs))[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'provider unreachable',
    });
  });

  it('caps the delay between retries at an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it('hands a job whose runner stopped answering to another runner when the lease ends', async () => {
    let release: () => void = () => {};
    const stuckRuns: string[] = [];
    const stuck = defineJob({
      kind: 'test.lease',
      payload: z.object({}),
      async run(_payload, job) {
        stuckRuns.push(`${job.id}:${job.attempt}`);
        if (job.attempt === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const first = runnerWith(stuck);
    const second = runnerWith(stuck);
    await scheduleJob(db(), stuck, {}, { runAt: start });

    const firstRun = first.runDue();
    await expect.poll(() => stuckRuns.length).toBe(1);
    expect(await second.runDue()).toBe(0);
    now = at(60_000);
    expect(await second.runDue()).toBe(1);
    expect((await db().select().from(jobs))[0]).toMatchObject({ status: 'done', attempts: 2 });

    // The first runner wakes up late: its lease is gone, so it cannot undo the second's result.
    release();
    await firstRun;
    expect((await db().select().from(jobs))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('moves and cancels pending jobs by their key', async () => {
    const { definition, runs } = recordingJob();
    const runner = runnerWith(definition);
    await scheduleJob(db(), definition, { note: 'moved' }, { runAt: at(1_000), uniqueKey: 'k1' });
    await scheduleJob(db(), definition, { note: 'cancelled' }, { runAt: at(1_000), uniqueKey: 'k2' });

    expect(await rescheduleJob(db(), 'k1', at(10_000))).toBe(true);
    expect(await cancelJob(db(), 'k2', now)).toBe(true);
    now = at(5_000);
    expect(await runner.runDue()).toBe(0);
    now = at(10_000);
    expect(await runner.runDue()).toBe(1);
    expect(runs.map((run) => run.note)).toEqual(['moved']);
    expect(await rescheduleJob(db(), 'k1', at(20_000))).toBe(false);
  });

  it('fails a job whose stored payload no longer fits, without retrying it', async () => {
    const { definition, runs } = recordingJob();
    const runner = runnerWith(definition);
    const { id } = await scheduleJob(db(), definition, { note: 'x' }, { runAt: start });
    await db()
      .update(jobs)
      .set({ payload: { note: 42 } })
      .where(eq(jobs.id, id));

    await runner.runDue();
    now = at(3_600_000);
    await runner.runDue();
    expect(runs).toHaveLength(0);
    expect((await db().select().from(jobs))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('refuses a payload that does not fit when scheduling', async () => {
    const { definition } = recordingJob();
    await expect(scheduleJob(db(), definition, { note: 1 } as unknown as { note: string }, { runAt: start })).rejects.toThrow();
    expect(await countJobs(db())).toEqual({});
  });

  it(race('never runs one job on two runners at once'), async () => {
    const seen = new Map<string, number>();
    const counted = defineJob({
      kind: 'test.count',
      payload: z.object({ n: z.number() }),
      async run(_payload, job) {
        seen.set(job.id, (seen.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    });
    for (let n = 0; n < 40; n += 1) await scheduleJob(db(), counted, { n }, { runAt: start });

    const ran = await Promise.all([runnerWith(counted).runDue(), runnerWith(counted).runDue(), runnerWith(counted).runDue()]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(seen.size).toBe(40);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });
});

describe.runIf(process.env.DATABASE_URL)('durable jobs on PostgreSQL', () => {
  it('two runners on their own connection pools never run the same job', async () => {
    const { openDatabase } = await import('../../db/client.ts');
    const other = await openDatabase({ databaseUrl: testApp.config.DATABASE_URL, pgliteDir: null });
    try {
      const seen = new Map<string, number>();
      const counted = defineJob({
        kind: 'test.pools',
        payload: z.object({ n: z.number() }),
        async run(_payload, job) {
          seen.set(job.id, (seen.get(job.id) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      for (let n = 0; n < 60; n += 1) await scheduleJob(db(), counted, { n }, { runAt: start });
      const runner = (handle: typeof db extends () => infer D ? D : never, workerId: string) => {
        const created = createJobRunner({ db: handle, log: testApp.app.log, clock, workerId });
        created.register(counted);
        return created;
      };

      const ran = await Promise.all([
        runner(db(), 'a1').runDue(),
        runner(db(), 'a2').runDue(),
        runner(other.db, 'b1').runDue(),
        runner(other.db, 'b2').runDue(),
      ]);
      expect(ran.reduce((sum, count) => sum + count, 0)).toBe(60);
      expect(ran.filter((count) => count > 0).length).toBeGreaterThan(1);
      expect([...seen.values()].every((count) => count === 1)).toBe(true);
      expect(seen.size).toBe(60);
    } finally {
      await other.close();
    }
  });
});
