/** First retry after 30 s, doubling per attempt, never more than an hour apart. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;

/**
 * How long to wait before running a job again after its `attempt`-th failure (1-based).
 * Deterministic (no jitter) so tests can step the clock to the exact retry time; jobs are
 * claimed one at a time under `SKIP LOCKED`, so retries do not stampede anyway.
 */
export function retryDelayMs(attempt: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 20));
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}
