import { GENERIC_FETCH_DEDUPE_MS, GENERIC_FETCH_RETRIES } from '@venue/shared/constants';
import { ApiError } from './api-client.ts';

/*
 * The spec's second, "generic" fetcher (§7, §9): a GET with the stored token that throws with
 * the status and the server's answer, asked again up to 3 times, answered from the cache for 5
 * minutes (the same read within that window sends nothing), and not refetched on focus. The
 * default queries (lib/query-client.ts) never retry; reads that use this are the person's own
 * profile reads (features/profiles), where a moment's outage should not leave a form empty.
 */

/**
 * Failures worth asking again: no answer at all (status 0: network), a timeout (408), a rate
 * limit (429) and the server's own faults (5xx). A 4xx refusal would only be refused again;
 * a 401 has already had its one token refresh in lib/api-client.ts.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** 1 s, 2 s, 4 s; a 429's Retry-After when the server names one. */
export function genericRetryDelayMs(attempt: number, error: Error): number {
  if (error instanceof ApiError && error.retryAfterSeconds !== null) return error.retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** attempt, 8000);
}

/** Spread into a query's options (`queryOptions({ ...genericQuery, queryKey, queryFn })`). */
export const genericQuery = {
  staleTime: GENERIC_FETCH_DEDUPE_MS,
  retry: (failureCount: number, error: Error) => failureCount < GENERIC_FETCH_RETRIES && isRetryableFailure(error),
  retryDelay: genericRetryDelayMs,
  refetchOnWindowFocus: false,
} as const;

/**
 * A read (`() => api.call(route)`, with the stored token); a failure throws ApiError with the
 * status, the server's code and details, and `failureMessage(status)` as its message (e.g.
 * 'Failed to fetch user profile: 503').
 */
export async function genericFetch<T>(read: () => Promise<T>, failureMessage: (status: number | string) => string) {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Status 0 is no answer at all: say so rather than "…: 0".
    const status = error.status === 0 ? 'network error' : error.status;
    throw new ApiError(error.status, error.code, failureMessage(status), error.details, error.retryAfterSeconds);
  }
}
