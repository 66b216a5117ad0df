/**
 * GET calls the first script (main.tsx) sends before the dashboard's code has arrived, so a
 * screen's data travels while its scripts load and run (issue 15 "Speed": on a slow phone the
 * scripts take seconds). `api-client.ts` hands each response to the first call for the same path
 * with the same headers, once; a call made after a token refresh or a profile switch sends its own.
 */
const early = new Map<string, { headers: string; sentAt: number; response: Promise<Response> }>();

/**
 * An early answer no screen took within this time is dropped: a screen that asks later (say, the
 * profile switcher opened minutes after the start) must not get the start's data.
 */
export const EARLY_RESPONSE_TTL_MS = 15_000;

// Header names compare as plain strings: localeCompare would load the collator's locale data
// first, ~25 ms of a cold start (~100 ms on a throttled phone, issue 15 "Speed").
const keyOf = (headers: Record<string, string>) =>
  JSON.stringify(Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export function fetchEarly(path: string, headers: Record<string, string>) {
  early.set(path, {
    headers: keyOf(headers),
    sentAt: Date.now(),
    response: fetch(path, { headers, credentials: 'same-origin' }),
  });
}

/** The early response for a GET of `path` sent with exactly these headers, or undefined; each is handed out once. */
export function takeEarlyResponse(path: string, headers: Record<string, string>): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  if (Date.now() - entry.sentAt > EARLY_RESPONSE_TTL_MS) return undefined;
  return entry.headers === keyOf(headers) ? entry.response : undefined;
}
