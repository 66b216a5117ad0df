import { Worker } from 'node:worker_threads';
import {
  databaseErrorOf,
  type PlainError,
  type ThreadReply,
  type ThreadRequest,
  type ThreadResult,
  type ThreadStart,
} from './pglite-thread-protocol.ts';

/*
 * The event loop's end of the database thread (pglite-thread.ts, docs/decisions/0026): what
 * drizzle's PGlite driver calls (`query`, `transaction`), sent as messages. Drizzle's only
 * parsers keep a type's value as text; they cross as the list of those types.
 */

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

export interface ThreadQueries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult>;
}

export interface PgliteThread extends ThreadQueries {
  transaction<T>(callback: (tx: ThreadQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Pending = { resolve: (reply: ThreadReply) => void; reject: (error: Error) => void };

const THREAD_FILE = new URL('./pglite-thread.ts', import.meta.url);
const STOPPED_MESSAGE = 'The database thread has stopped.';

/** Starts the database thread on `dir` (in memory when null) and answers once PGlite is open. */
export async function startPgliteThread(dir: string | null): Promise<PgliteThread> {
  const start: ThreadStart = { dir };
  const worker = new Worker(THREAD_FILE, { workerData: start });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | null = null;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };
  worker.on('message', (reply: ThreadReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    waiting?.resolve(reply);
  });
  worker.on('error', stop);
  worker.on('exit', () => stop(new Error(STOPPED_MESSAGE)));

  const ask = (request: ThreadRequest): Promise<ThreadReply> =>
    new Promise((resolve, reject) => {
      if (stopped) return reject(stopped);
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  const answer = async (request: ThreadRequest) => {
    const reply = await ask(request);
    if ('error' in reply) throw databaseErrorOf(reply.error);
    return reply;
  };
  const queriesIn = (transaction?: number): ThreadQueries => ({
    async query(sql, params, options) {
      const reply = await answer({
        op: 'query',
        id: nextId++,
        sql,
        params,
        rowMode: options?.rowMode,
        textTypes: textTypesOf(options?.parsers),
        ...(transaction === undefined ? {} : { transaction }),
      });
      return (reply as { result: ThreadResult }).result;
    },
  });

  const opened = await new Promise<ThreadReply>((resolve, reject) => pending.set(0, { resolve, reject }));
  if ('error' in opened) {
    await worker.terminate();
    throw databaseErrorOf(opened.error as PlainError);
  }

  return {
    ...queriesIn(),
    async transaction(callback) {
      const { transaction } = (await answer({ op: 'begin', id: nextId++ })) as { transaction: number };
      let result;
      try {
        result = await callback(queriesIn(transaction));
      } catch (error) {
        await answer({ op: 'end', id: nextId++, transaction, commit: false }).catch(() => undefined);
        throw error;
      }
      await answer({ op: 'end', id: nextId++, transaction, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      await answer({ op: 'close', id: nextId++ });
      await worker.terminate();
    },
  };
}

/** The types drizzle's parsers keep as text (every parser it passes is the identity). */
const textTypesOf = (parsers: Record<number, unknown> | undefined) => (parsers ? Object.keys(parsers).map(Number) : undefined);
