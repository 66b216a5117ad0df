/*
 * node-postgres warns, once per process, when a query is sent to a client that is still
 * running one (queries of a transaction run together with Promise.all): pg 9 will refuse it.
 * Run on PostgreSQL, the suite fails on that warning instead of printing it.
 */
// Files share a worker's process (vitest.config.ts: isolate false), and this runs before each: listen once.
const LISTENING = Symbol.for('venue.failOnQueuedQueries');
const processWithFlag = process as NodeJS.Process & { [LISTENING]?: boolean };
if (!processWithFlag[LISTENING]) {
  processWithFlag[LISTENING] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) throw warning;
  });
}
