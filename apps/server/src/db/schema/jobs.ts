import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Durable jobs (decisions §6 "Jobs and notifications"): reminders, term transitions, hold
 * expiry and outgoing messages. A row is claimed with `FOR UPDATE SKIP LOCKED` under a lease,
 * so one job runs on one instance at a time and a job whose runner died runs again once its
 * lease is over (lib/jobs/).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** The handler's name, e.g. 'notify.send'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** The venue the job is for, when it is for one; deleting the venue drops its jobs. */
    profileId: text('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /**
     * Scheduling with a key that already exists does nothing: "remind booking X" is
     * scheduled once however often the code that schedules it runs.
     */
    uniqueKey: text('unique_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey),
    // The claim query's two paths: due pending jobs, and running jobs whose lease ran out.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_profile_idx').on(t.profileId),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
