import { AppError } from './errors.ts';

export const NUL_MESSAGE = 'The request contains a NUL character (\\0), which text cannot hold. Please remove it and try again.';

/**
 * Where in `value` (a parsed query, params or JSON body) a U+0000 hides, in a key or a string,
 * as a dotted path under `path`; null when there is none. PostgreSQL cannot store U+0000 in text
 * (SQLSTATE 22021), so such input is refused at the edge instead of failing deep inside a query.
 * Every request's params, query and body pass here: the path is built only once one is found.
 */
export function findNul(value: unknown, path = ''): string | null {
  const found = nulPathIn(value);
  if (found === null) return null;
  if (found === '') return path || '(value)';
  return path ? `${path}.${found}` : found;
}

/** '' when `value` is itself a string holding U+0000, else the dotted path below it, or null. */
function nulPathIn(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('\0') ? '' : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const key of Object.keys(value)) {
    if (key.includes('\0')) return key;
    const found = nulPathIn((value as Record<string, unknown>)[key]);
    if (found !== null) return found === '' ? key : `${key}.${found}`;
  }
  return null;
}

/** Throws 400 when `value` holds U+0000; returns it otherwise (for multipart fields read one by one). */
export function assertNoNul<T>(field: string, value: T): T {
  const found = findNul(value, field);
  if (found) throw nulError(found);
  return value;
}

export function nulError(field: string): AppError {
  return new AppError('BAD_REQUEST', NUL_MESSAGE, { details: [{ field, message: NUL_MESSAGE }] });
}
