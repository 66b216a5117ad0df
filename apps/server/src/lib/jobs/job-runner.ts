import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Clock } from '../rate-limiter.ts';
import { retryDelayMs } from './backoff.ts';
import type { JobDefinition, RunningJob } from './job-definition.ts';

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Names this runner in `locked_by`; unique per process by default. */
  workerId?: string;
  /**
   * How long a claimed job belongs to this runner. A runner that dies mid-job (kill -9) gives
   * it up when the lease ends and another runner picks it up: handlers must be idempotent.
   */
  leaseMs?: number;
  /** How often `start()` looks for due jobs. */
  pollMs?: number;
}

export interface JobRunner {
  /** Handlers by kind; registering the same kind twice is a bug and throws. */
  register<Payload>(definition: JobDefinition<Payload>): void;
  /**
   * Claims and runs due jobs one after another until none is due (or `limit` ran).
   * @returns how many ran (succeeded or failed).
   */
  runDue(limit?: number): Promise<number>;
  /** Polls every `pollMs` until `stop()`. */
  start(): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

type ClaimedRow = {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  profile_id: string | null;
};

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 1_000;
/** `last_error` keeps the start of the message: enough to investigate, never a whole stack. */
const MAX_ERROR_LENGTH = 1_000;

/**
 * The durable job runner (decisions §6 "Jobs and notifications"). Time comes from the clock,
 * never from the database's now(), so tests move it to a reminder's hour instead of waiting.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, clock } = options;
  const workerId = options.workerId ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const definitions = new Map<string, JobDefinition<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<unknown> = Promise.resolve();
  let stopped = true;

  /** Takes the oldest due job, or one whose runner's lease ran out; others skip locked rows. */
  async function claim(): Promise<ClaimedRow | null> {
    const now = clock();
    const leaseEnd = new Date(now.getTime() + leaseMs);
    const result = await db.execute<ClaimedRow>(sql`
      update ${jobs}
      set status = 'running', attempts = attempts + 1, locked_by = ${workerId}, locked_until = ${leaseEnd.toISOString()}
      where id = (
        select id from ${jobs}
        where (status = 'pending' and run_at <= ${now.toISOString()})
           or (status = 'running' and locked_until <= ${now.toISOString()})
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts, profile_id`);
    return (result as unknown as { rows: ClaimedRow[] }).rows[0] ?? null;
  }

  /** Only the runner that holds the lease may settle the job. */
  const heldByUs = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId));

  async function runOne(row: ClaimedRow): Promise<void> {
    const job: RunningJob = { id: row.id, kind: row.kind, profileId: row.profile_id, attempt: row.attempts };
    const definition = definitions.get(row.kind);
    const payload = definition?.payload.safeParse(row.payload);
    // Neither a missing handler nor a payload that no longer fits gets better by waiting.
    const canRetry = definition !== undefined && payload?.success === true;
    try {
      if (!definition) throw new Error(`No handler for job kind "${row.kind}"`);
      if (!payload?.success) throw new Error(`Payload does not fit job kind "${row.kind}": ${payload?.error.message}`);
      await definition.run(payload.data, job, { db, log, now: clock() });
      await db
        .update(jobs)
        .set({ status: 'done', lockedBy: null, lockedUntil: null, lastError: null, finishedAt: clock() })
        .where(heldByUs(row.id));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const isLast = row.attempts >= row.max_attempts || !canRetry;
      const now = clock();
      log.warn(
        { jobId: row.id, kind: row.kind, attempt: row.attempts, err: error },
        isLast ? 'job failed for good' : 'job failed; will retry',
      );
      await db
        .update(jobs)
        .set(
          isLast
            ? { status: 'failed', lockedBy: null, lockedUntil: null, lastError: message, finishedAt: now }
            : {
                status: 'pending',
                lockedBy: null,
                lockedUntil: null,
                lastError: message,
                runAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
              },
        )
        .where(heldByUs(row.id));
    }
  }

  async function runDue(limit = Number.POSITIVE_INFINITY): Promise<number> {
    let ran = 0;
    while (ran < limit) {
      const row = await claim();
      if (!row) break;
      await runOne(row);
      ran += 1;
    }
    return ran;
  }

  function schedulePoll() {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = runDue()
        .catch((error: unknown) => log.error({ err: error }, 'job runner could not reach the database'))
        .finally(schedulePoll);
    }, pollMs);
    timer.unref();
  }

  return {
    register(definition) {
      if (definitions.has(definition.kind)) throw new Error(`Job kind "${definition.kind}" is registered twice`);
      definitions.set(definition.kind, definition as JobDefinition<unknown>);
    },
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      schedulePoll();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
