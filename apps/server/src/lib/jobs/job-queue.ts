import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { newId } from '../ids.ts';
import { jsonWithout, mentionsAny, textWithout } from '../text-traces.ts';
import type { JobDefinition } from './job-definition.ts';

export interface ScheduleOptions {
  runAt: Date;
  profileId?: string | null;
  /** At most one job ever exists per key: scheduling it again does nothing. */
  uniqueKey?: string;
}

/** What scheduling needs of a job kind: its name and payload shape, not its handler (which the app registers). */
export type JobShape<Payload> = Pick<JobDefinition<Payload>, 'kind' | 'payload' | 'maxAttempts'>;

export interface ScheduledJob {
  id: string;
  /** False when a job with the same unique key already existed. */
  created: boolean;
}

/**
 * Schedules a job. Pass the caller's transaction as `db` so the job exists exactly when the
 * write that wants it commits (a booking and its reminder, a payment and its invoice mail).
 * @throws ZodError when the payload does not fit the job's schema (a bug, not user input).
 */
export async function scheduleJob<Payload>(
  db: Db,
  definition: JobShape<Payload>,
  payload: Payload,
  options: ScheduleOptions,
): Promise<ScheduledJob> {
  const checked = definition.payload.parse(payload);
  const id = newId();
  const inserted = await db
    .insert(jobs)
    .values({
      id,
      kind: definition.kind,
      payload: checked as Record<string, unknown>,
      profileId: options.profileId ?? null,
      uniqueKey: options.uniqueKey ?? null,
      runAt: options.runAt,
      maxAttempts: definition.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  if (inserted[0]) return { id, created: true };
  const existing = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.uniqueKey, options.uniqueKey ?? ''));
  return { id: existing[0]?.id ?? id, created: false };
}

/**
 * Moves a job that has not started yet (a booking moved to another time moves its reminder).
 * @returns whether a pending job with that key was found.
 */
export async function rescheduleJob(db: Db, uniqueKey: string, runAt: Date): Promise<boolean> {
  const moved = await db
    .update(jobs)
    .set({ runAt })
    .where(and(eq(jobs.uniqueKey, uniqueKey), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return moved.length > 0;
}

/**
 * Cancels a job that has not started yet; its key stays taken, so it is not scheduled again.
 * @returns whether a pending job with that key was found.
 */
export async function cancelJob(db: Db, uniqueKey: string, now: Date): Promise<boolean> {
  const cancelled = await db
    .update(jobs)
    .set({ status: 'failed', lastError: 'cancelled', finishedAt: now })
    .where(and(eq(jobs.uniqueKey, uniqueKey), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return cancelled.length > 0;
}

/** Counts jobs by status (for /ready-style checks and tests). */
export async function countJobs(db: Db, kind?: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(kind ? eq(jobs.kind, kind) : undefined)
    .groupBy(jobs.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * Erasure (DPDP Act 2023): a venue's jobs, and the platform's, whose payload holds one of the traces (a guest's
 * number). Those not yet run are dropped (an erased guest is messaged no more); the payloads of
 * the rest lose the traces. @returns how many rows changed.
 */
export async function forgetJobsMentioning(db: Db, profileId: string, traces: string[]): Promise<number> {
  // Platform jobs name no venue (the sandbox's webhook deliveries carry the payer's number).
  const scope = and(
    or(eq(jobs.profileId, profileId), isNull(jobs.profileId)),
    or(mentionsAny(jobs.payload, traces), mentionsAny(jobs.lastError, traces)),
  );
  const dropped = await db
    .delete(jobs)
    .where(and(scope, inArray(jobs.status, ['pending', 'running'])))
    .returning({ id: jobs.id });
  const cut = await db
    .update(jobs)
    .set({ payload: jsonWithout(jobs.payload, traces), lastError: textWithout(jobs.lastError, traces) })
    .where(and(scope, notInArray(jobs.status, ['pending', 'running'])))
    .returning({ id: jobs.id });
  return dropped.length + cut.length;
}
