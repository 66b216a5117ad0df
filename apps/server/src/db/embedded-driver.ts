import { startPgliteThread, type PgliteThread } from './pglite-thread-client.ts';

/**
 * The embedded database's driver (README.md here): the client drizzle's PGlite driver is given,
 * of which it calls `query` and `transaction`, and `close`. Its one implementation runs PGlite on
 * a thread of its own (pglite-thread-client.ts, docs/decisions/0026, 0035); another way to run
 * PGlite (in process, in a plain worker) is another function answering this interface.
 */
export type EmbeddedDriver = PgliteThread;

/**
 * Opens PGlite on `dir` (in memory when null) and answers once it is open; `startFrom` names a
 * dump (PGlite's `dumpDataDir`) to start from, the tests' migrated template.
 */
export const openEmbeddedDriver = (dir: string | null, startFrom?: string): Promise<EmbeddedDriver> =>
  startPgliteThread(dir, { startFrom });
