/**
 * The embedded database on a thread of its own (docs/decisions/0026). PGlite runs PostgreSQL as
 * WebAssembly on the thread that calls it, so on the event loop's thread every query held every
 * request: under the mixed load it was half of that thread's CPU (issue 14). Here it runs
 * beside the event loop; `pglite-thread-client.ts` is its other end and the only one.
 *
 * Queries run in the order they arrive, through PGlite's own lock, as they did in process: a
 * transaction holds the database until its end, and a query sent outside it waits.
 */
import { readFileSync } from 'node:fs';
import { flushCompileCache } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { releaseFreedHeapPages } from '../lib/release-freed-heap.ts';
import { trimParserTable } from './pglite-parsers.ts';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-protocol.ts';
import { plainDatabaseError } from './pglite-thread-protocol.ts';

const port = parentPort!;
const start = workerData as ThreadStart;
const sent = new Int32Array(start.sent);

// PGlite loads and compiles its own WebAssembly and file-system bundle here. A module compiled
// once on the event loop's side and shared with the threads crashed V8 (a fatal check in its
// JIT page tracking, UnregisterWasmAllocation) when the test suite's many databases came and
// went; handing over the bundle also left copies behind (~15 MiB).
const database = new PGlite({
  dataDir: start.dir ?? undefined,
  loadDataDir: start.startFrom ? new Blob([readFileSync(start.startFrom)]) : undefined,
});

/** Open transactions by id, each with what ends it. */
const transactions = new Map<number, { tx: Transaction; end: (request: number, commit: boolean) => void }>();
let nextTransaction = 1;
const ROLLBACK = Symbol('rollback');

/** Parsers that hand a value on as PostgreSQL's text (drizzle's, for dates and intervals), one object per list. */
const textParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersOf(types: number[] | undefined) {
  if (!types) return undefined;
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

/**
 * Begins a transaction and answers `request` with its id once PGlite has begun it; the `end`
 * request is answered once PGlite has committed or rolled it back.
 */
function begin(request: number) {
  const transaction = nextTransaction++;
  let endRequest: number | null = null;
  database
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          transactions.set(transaction, {
            tx,
            end: (by, commit) => {
              endRequest = by;
              if (commit) resolve();
              else reject(ROLLBACK);
            },
          });
          reply({ id: request, transaction });
        }),
    )
    .then(
      () => reply({ id: endRequest!, ended: true }),
      (error: unknown) => {
        if (endRequest === null) reply({ id: request, error: plainDatabaseError(error) });
        else if (error === ROLLBACK) reply({ id: endRequest, ended: true });
        else reply({ id: endRequest, error: plainDatabaseError(error) });
      },
    )
    .finally(() => transactions.delete(transaction));
}

async function handle(request: ThreadRequest) {
  switch (request.op) {
    case 'query': {
      const on = request.transaction === undefined ? database : transactions.get(request.transaction)?.tx;
      if (!on) return reply({ id: request.id, error: { message: 'The transaction has already ended.' } });
      try {
        const result = await on.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: parsersOf(request.textTypes),
        });
        return reply({ id: request.id, result: { rows: result.rows, affectedRows: result.affectedRows } });
      } catch (error) {
        return reply({ id: request.id, error: plainDatabaseError(error) });
      }
    }
    case 'begin':
      return begin(request.id);
    case 'end': {
      const open = transactions.get(request.transaction);
      if (!open) return reply({ id: request.id, error: { message: 'The transaction has already ended.' } });
      return open.end(request.id, request.commit);
    }
    case 'close':
      await database.close();
      reply({ id: request.id, ended: true });
      return port.close();
  }
}

/** Posts the reply, then counts it and wakes the event loop's thread if it waits for one (pglite-thread-client.ts). */
function reply(message: ThreadReply) {
  start.replies.postMessage(message);
  Atomics.add(sent, 0, 1);
  Atomics.notify(sent, 0);
}

port.on('message', (request: ThreadRequest) => void handle(request));

try {
  await database.waitReady;
  await trimParserTable(database);
  // This thread's share of the compile cache (main.ts), kept even if it never exits cleanly.
  flushCompileCache();
  // Compiling PostgreSQL's WebAssembly left this thread's heap with pages it no longer uses.
  releaseFreedHeapPages();
  reply({ id: 0, ended: true });
} catch (error) {
  reply({ id: 0, error: plainDatabaseError(error) });
}
