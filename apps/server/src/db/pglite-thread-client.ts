import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
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
 *
 * An open transaction holds the whole database, so it must not wait for turns of the event
 * loop (docs/decisions/0028). It begins only once the database has nothing else to do
 * (`Turns`), and its begin, statements and end are waited for on this thread (up to
 * SYNC_WAIT_MS each, TRANSACTION_SYNC_WAIT_MS in all), so its code goes on in the same turn. Under the mixed load a third of the
 * database's time went to transactions held open while their next statement waited behind
 * other requests' work on the event loop (issue 14). Everything else waits without blocking.
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
/**
 * The longest the event loop's thread waits for one statement of an open transaction (or a
 * begin or end) before it waits as for any other query: a statement of a transaction usually
 * takes well under a millisecond, and a long one (a large read) must not hold every request.
 * (20 ms was tried under the mixed load: p99 190–356 ms over 7 runs against 217–403 ms over 8
 * with 5 ms, alternated on a quiet machine: within the runs' spread, so not taken.)
 */
const SYNC_WAIT_MS = 5;
/**
 * What one transaction may wait on this thread in all: a transaction of many statements, each
 * just under SYNC_WAIT_MS, holds every other request no longer than this (issue 17: the event
 * loop never blocked > 50 ms). Past it, its replies are awaited as any other.
 */
const TRANSACTION_SYNC_WAIT_MS = 30;
const STOPPED_MESSAGE = 'The database thread has stopped.';

/**
 * Who may send to the database thread next. A transaction begins only when the database is
 * idle: no request outstanding and no transaction open; until then it waits here, and queries
 * asked after it wait behind it, so it is never starved and order is kept.
 */
class Turns {
  readonly #queue: Array<{ transaction: boolean; go: () => void }> = [];
  readonly #busy: () => boolean;
  #open = 0;
  #drainScheduled = false;

  /** `busy`: whether a request to the thread is outstanding. */
  constructor(busy: () => boolean) {
    this.#busy = busy;
  }

  /** Undefined when a query outside a transaction may be sent now, else a promise of that moment. */
  forQuery(): Promise<void> | undefined {
    if (this.#queue.length === 0) return undefined;
    return new Promise((go) => this.#queue.push({ transaction: false, go }));
  }

  /** As `forQuery`, for a transaction's begin; it counts as open from then until `transactionEnded`. */
  forTransaction(): Promise<void> | undefined {
    if (this.#queue.length === 0 && this.#idle()) {
      this.#open += 1;
      return undefined;
    }
    return new Promise((resolve) =>
      this.#queue.push({
        transaction: true,
        go: () => {
          this.#open += 1;
          resolve();
        },
      }),
    );
  }

  transactionEnded(): void {
    this.#open -= 1;
    this.check();
  }

  /** Called after every reply: once the database is idle, lets what waits go (in a microtask, not a turn of the loop). */
  check(): void {
    if (this.#queue.length === 0 || this.#drainScheduled || !this.#idle()) return;
    this.#drainScheduled = true;
    queueMicrotask(() => this.#drain());
  }

  /** Lets everything waiting go (the thread has stopped: each is then refused). */
  releaseAll(): void {
    for (const { go } of this.#queue.splice(0)) go();
  }

  #idle(): boolean {
    return this.#open === 0 && !this.#busy();
  }

  #drain(): void {
    this.#drainScheduled = false;
    while (this.#queue.length > 0) {
      if (this.#queue[0]!.transaction && !this.#idle()) return;
      this.#queue.shift()!.go();
    }
  }
}

/** How long one transaction's next reply may be waited for on the event loop's thread. */
class SyncAllowance {
  readonly #perReply: number;
  #left: number;

  constructor(perReplyMs: number, totalMs: number) {
    this.#perReply = perReplyMs;
    this.#left = totalMs;
  }

  /** `ask(waitMs)` with what is left of the allowance, which is charged the time it took. */
  waitFor<T>(ask: (waitMs: number) => T): T {
    const started = performance.now();
    const result = ask(Math.max(0, Math.min(this.#perReply, this.#left)));
    this.#left -= performance.now() - started;
    return result;
  }
}

/**
 * Starts the database thread on `dir` (in memory when null) and answers once PGlite is open.
 * `syncWaitMs` and `transactionSyncWaitMs` replace SYNC_WAIT_MS and TRANSACTION_SYNC_WAIT_MS
 * (tests that must not depend on the machine's speed).
 */
export async function startPgliteThread(
  dir: string | null,
  {
    syncWaitMs = SYNC_WAIT_MS,
    transactionSyncWaitMs = TRANSACTION_SYNC_WAIT_MS,
    startFrom,
  }: { syncWaitMs?: number; transactionSyncWaitMs?: number; startFrom?: string | undefined } = {},
): Promise<PgliteThread> {
  const channel = new MessageChannel();
  const sent = new Int32Array(new SharedArrayBuffer(4));
  const start: ThreadStart = { dir, startFrom, replies: channel.port2, sent: sent.buffer as SharedArrayBuffer };
  const worker = new Worker(THREAD_FILE, { workerData: start, transferList: [channel.port2] });
  const replies = channel.port1;
  const pending = new Map<number, Pending>();
  const turns = new Turns(() => pending.size > 0);
  let nextId = 1;
  let stopped: Error | null = null;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
    turns.releaseAll();
  };
  const deliver = (reply: ThreadReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    waiting?.resolve(reply);
    turns.check();
  };
  replies.on('message', deliver);
  // The worker keeps the process alive while it runs; the port alone must not.
  replies.unref();
  worker.on('error', stop);
  worker.on('exit', () => {
    // Replies the thread posted before it ended may still be queued: the 'exit' event and the
    // port's messages come by different routes, in no set order (the reply to 'close' is one).
    for (let taken = receiveMessageOnPort(replies); taken; taken = receiveMessageOnPort(replies)) {
      deliver(taken.message as ThreadReply);
    }
    stop(new Error(STOPPED_MESSAGE));
    replies.close();
  });

  /**
   * `request`'s reply, taken on this thread without a turn of the event loop when it comes
   * within `waitMs`; else a promise of it. Replies to other requests met on the way are delivered.
   */
  const ask = (request: ThreadRequest, waitMs = 0): ThreadReply | Promise<ThreadReply> => {
    if (stopped) return Promise.reject(stopped);
    const promise = new Promise<ThreadReply>((resolve, reject) => pending.set(request.id, { resolve, reject }));
    worker.postMessage(request);
    const deadline = performance.now() + waitMs;
    for (let left = waitMs; left > 0 && pending.has(request.id); left = deadline - performance.now()) {
      const count = Atomics.load(sent, 0);
      let mine: ThreadReply | undefined;
      for (let taken = receiveMessageOnPort(replies); taken; taken = receiveMessageOnPort(replies)) {
        const reply = taken.message as ThreadReply;
        if (reply.id === request.id) {
          pending.delete(reply.id);
          turns.check();
          mine = reply;
        } else deliver(reply);
      }
      if (mine) return mine;
      // Returns at once if a reply was counted since `count` was read.
      Atomics.wait(sent, 0, count, left);
    }
    return promise;
  };
  /** `request`'s reply; within a transaction, waited for on this thread as far as its allowance goes. */
  const answer = async (request: ThreadRequest, allowance?: SyncAllowance) => {
    const reply = await (allowance ? allowance.waitFor((waitMs) => ask(request, waitMs)) : ask(request));
    if ('error' in reply) throw databaseErrorOf(reply.error);
    return reply;
  };
  const queriesIn = (transaction?: { id: number; allowance: SyncAllowance }): ThreadQueries => ({
    async query(sql, params, options) {
      const turn = transaction === undefined ? turns.forQuery() : undefined;
      if (turn) await turn;
      const reply = await answer(
        {
          op: 'query',
          id: nextId++,
          sql,
          params,
          rowMode: options?.rowMode,
          textTypes: textTypesOf(options?.parsers),
          ...(transaction === undefined ? {} : { transaction: transaction.id }),
        },
        transaction?.allowance,
      );
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
      // Begun once the database is idle, so the begin is answered at once.
      const turn = turns.forTransaction();
      if (turn) await turn;
      try {
        const allowance = new SyncAllowance(syncWaitMs, transactionSyncWaitMs);
        const { transaction } = (await answer({ op: 'begin', id: nextId++ }, allowance)) as { transaction: number };
        let result;
        try {
          result = await callback(queriesIn({ id: transaction, allowance }));
        } catch (error) {
          await answer({ op: 'end', id: nextId++, transaction, commit: false }, allowance).catch(() => undefined);
          throw error;
        }
        await answer({ op: 'end', id: nextId++, transaction, commit: true }, allowance);
        return result;
      } finally {
        turns.transactionEnded();
      }
    },
    async close() {
      if (stopped) return;
      await answer({ op: 'close', id: nextId++ });
      await worker.terminate();
      replies.close();
    },
  };
}

/** The types drizzle's parsers keep as text (every parser it passes is the identity). */
const textTypesOf = (parsers: Record<number, unknown> | undefined) => (parsers ? Object.keys(parsers).map(Number) : undefined);
