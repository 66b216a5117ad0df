import { DrizzleQueryError } from 'drizzle-orm';

/**
 * SQLSTATEs that mean "the database cannot store this value", not "our SQL is wrong":
 * 22021 a NUL byte in text, 22P02 text that does not parse as the column's type,
 * 22001 a string longer than its column, 22003 a number out of its column's range.
 * Input is guarded before it gets here (plugins/input-guard.ts, the zod schemas); whatever
 * still slips through is the caller's mistake (400), never a 500.
 */
const REJECTED_INPUT_STATES = new Set(['22021', '22P02', '22001', '22003']);

/** The PostgreSQL (or PGlite) SQLSTATE behind an error, through Drizzle's wrapper. */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function isRejectedInput(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && REJECTED_INPUT_STATES.has(state);
}

/**
 * A Drizzle query error carries the SQL and its parameters (phone numbers, names) in its
 * message and stack. Logs keep the SQLSTATE and the database's own sentence only.
 */
export function withoutQueryText(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { message?: unknown } | undefined;
  const reason = typeof cause?.message === 'string' ? cause.message : 'unknown cause';
  const safe = new Error(`Database query failed: ${reason}`);
  safe.name = 'DrizzleQueryError';
  Object.assign(safe, { code: sqlStateOf(error) });
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? '').split('\n').slice(error.message.split('\n').length).join('\n')}`;
  return safe;
}
