import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';

/** What a handler learns about the job it runs. */
export interface RunningJob {
  id: string;
  kind: string;
  profileId: string | null;
  /** 1 on the first run; a handler can tell a retry from it. */
  attempt: number;
}

export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  /** The runner's clock: tests move it instead of waiting. */
  now: Date;
}

/**
 * One kind of job: its name, the shape of its payload (checked when it is scheduled and again
 * when it runs, since rows outlive code) and its handler.
 * Handlers must be idempotent: a job whose runner died mid-run (kill -9, lost connection)
 * runs again once its lease is over. Throwing schedules a retry with backoff.
 */
export interface JobDefinition<Payload> {
  kind: string;
  payload: z.ZodType<Payload>;
  /** Runs in all, counting the first; after the last failure the job stays 'failed'. */
  maxAttempts?: number;
  run(payload: Payload, job: RunningJob, ctx: JobContext): Promise<void>;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
