import { AppError } from './errors.ts';

export const NUL_MESSAGE = 'The request contains a NUL character (\\0), which text cannot hold. Please remove it and try again.';

/**
 * No request of ours nests deeper than a handful of levels; a body nested thousands deep exists
 * only to exhaust something's recursion (it overflowed this guard's stack, a 500 on every JSON
 * route), so anything deeper than this is refused before any handler or schema walks it.
 */
export const MAX_INPUT_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request is nested more than ${MAX_INPUT_DEPTH} levels deep. Please send it flatter.`;

/** What `scanInput` found first: a U+0000 at a dotted path ('' for the value itself), or nesting beyond MAX_INPUT_DEPTH. */
type Finding = { kind: 'nul'; path: string } | { kind: 'too-deep' };

/** One object or array on the walk's stack, with how it was reached (for the path, built only on a find). */
interface Frame {
  value: object;
  depth: number;
  key: string;
  parent: Frame | null;
}

/**
 * Walks a parsed query, params or JSON body with a stack of its own, never the call stack: the
 * first U+0000 in a key or a string, or the first level past MAX_INPUT_DEPTH. PostgreSQL cannot
 * store U+0000 in text (SQLSTATE 22021), so such input is refused at the edge instead of failing
 * deep inside a query. Every request passes here: nothing is allocated for plain strings, and a
 * path is built only once something is found.
 */
function scanInput(value: unknown): Finding | null {
  if (typeof value === 'string') return value.includes('\0') ? { kind: 'nul', path: '' } : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const stack: Frame[] = [{ value, depth: 1, key: '', parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth > MAX_INPUT_DEPTH) return { kind: 'too-deep' };
    const keys = Object.keys(frame.value);
    // Pushed in reverse so the walk reads keys in order, as a recursive one would.
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      if (key.includes('\0')) return { kind: 'nul', path: pathOf(frame, key) };
      const child = (frame.value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (child.includes('\0')) return { kind: 'nul', path: pathOf(frame, key) };
      } else if (child && typeof child === 'object' && !Buffer.isBuffer(child)) {
        stack.push({ value: child, depth: frame.depth + 1, key, parent: frame });
      }
    }
  }
  return null;
}

function pathOf(frame: Frame, key: string): string {
  const keys = [key];
  for (let at: Frame | null = frame; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Where in `value` a U+0000 hides, in a key or a string, as a dotted path under `path`; null when
 * there is none. Ignores depth: `checkInput` is what the edge calls.
 */
export function findNul(value: unknown, path = ''): string | null {
  const found = scanInput(value);
  if (found?.kind !== 'nul') return null;
  if (found.path === '') return path || '(value)';
  return path ? `${path}.${found.path}` : found.path;
}

/** The 400 for `value` under `path` (a NUL, or nesting past MAX_INPUT_DEPTH), or undefined when it is sound. */
export function checkInput(value: unknown, path: string): AppError | undefined {
  const found = scanInput(value);
  if (!found) return undefined;
  if (found.kind === 'too-deep')
    return new AppError('BAD_REQUEST', TOO_DEEP_MESSAGE, { details: [{ field: path, message: TOO_DEEP_MESSAGE }] });
  return nulError(found.path ? `${path}.${found.path}` : path);
}

/** Throws 400 when `value` holds U+0000 or nests too deep; returns it otherwise (for multipart fields read one by one). */
export function assertNoNul<T>(field: string, value: T): T {
  const refusal = checkInput(value, field);
  if (refusal) throw refusal;
  return value;
}

export function nulError(field: string): AppError {
  return new AppError('BAD_REQUEST', NUL_MESSAGE, { details: [{ field, message: NUL_MESSAGE }] });
}
