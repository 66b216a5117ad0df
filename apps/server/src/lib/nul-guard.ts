import { AppError } from './errors.ts';

export const NUL_MESSAGE = 'The request contains a NUL character (\\0), which text cannot hold. Please remove it and try again.';

/**
 * Where in `value` (a parsed query, params or JSON body) a U+0000 hides, in a key or a string,
 * as a dotted path; null when there is none. PostgreSQL cannot store U+0000 in text (SQLSTATE
 * 22021), so such input is refused at the edge instead of failing deep inside a query.
 */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || '(value)' : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return childPath;
    const found = findNul(child, childPath);
    if (found) return found;
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
