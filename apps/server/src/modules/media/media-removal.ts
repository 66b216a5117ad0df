import { z } from 'zod';
import { defineJob, type JobShape } from '../../lib/jobs/index.ts';
import type { MediaStorage } from '../../lib/media-storage/index.ts';

/**
 * The safety net under every deletion of a stored file (decisions §3): the job is scheduled in
 * the transaction that forgets the file, and cancelled once the removal right after it has
 * worked. When the store was unreachable, or the process died in between, the job removes
 * the object later (retried with backoff), so no bucket keeps bytes that nothing points at.
 */
export const REMOVE_MEDIA_JOB: JobShape<{ key: string }> = {
  kind: 'media.remove-object',
  payload: z.object({ key: z.string().min(1) }),
  maxAttempts: 10,
};

/** Long enough that the removal tried at once has finished (and cancelled the job) first. */
export const REMOVAL_SAFETY_DELAY_MS = 5 * 60_000;

export const removalKeyOf = (key: string) => `media.remove:${key}`;

export const removeMediaObjectJob = (storage: MediaStorage) =>
  defineJob({ ...REMOVE_MEDIA_JOB, run: async ({ key }) => storage.remove(key) });
