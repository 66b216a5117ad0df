/**
 * The messages between the event loop's thread and the database thread (pglite-thread.ts).
 * Functions cannot cross threads: a query names the types whose values stay PostgreSQL's text
 * (drizzle's parsers for dates and intervals do exactly that), and an error crosses as its
 * fields, SQLSTATE included, so `sqlStateOf` and the error envelope read it as before.
 */
import type { MessagePort } from 'node:worker_threads';

export interface ThreadStart {
  /** PGlite's directory; in memory when null. */
  dir: string | null;
  /**
   * A file holding a dump of another database (PGlite's `dumpDataDir`) to start from instead of
   * an empty one: the test suite's migrated template (test/database-template.ts).
   */
  startFrom?: string | undefined;
  /** Where every reply goes: the event loop's thread can take one from it without a turn of its loop. */
  replies: MessagePort;
  /** One Int32 counting the replies sent, which the event loop's thread can wait on (`Atomics.wait`). */
  sent: SharedArrayBuffer;
}

export type ThreadRequest =
  | {
      op: 'query';
      id: number;
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      textTypes: number[] | undefined;
      transaction?: number;
    }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; transaction: number; commit: boolean }
  | { op: 'close'; id: number };

/** A query's result; PGlite's `fields` stay behind (nothing reads them, and each copy costs the event loop). */
export interface ThreadResult {
  rows: unknown[];
  affectedRows?: number;
}

/** Request 0 is the start: answered `ended` once the database is open, or with the error that stopped it. */
export type ThreadReply =
  | { id: number; result: ThreadResult }
  | { id: number; transaction: number }
  | { id: number; ended: true }
  | { id: number; error: PlainError };

export type PlainError = { message: string } & Record<string, unknown>;

/** PostgreSQL's fields of an error (pg-protocol's DatabaseError), which callers read. */
const ERROR_FIELDS = [
  'name',
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

export function plainDatabaseError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain: PlainError = { message: error.message };
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) plain[field] = value;
  }
  return plain;
}

/** The error again on the calling thread, with its fields, and the caller's stack rather than the thread's. */
export function databaseErrorOf(plain: PlainError): Error {
  const error = new Error(plain.message);
  Object.assign(error, plain);
  return error;
}
