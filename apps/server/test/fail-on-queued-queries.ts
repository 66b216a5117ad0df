/*
 * node-postgres warns, once per process, when a query is sent to a client that is still
 * running one (queries of a transaction run together with Promise.all): pg 9 will refuse it.
 * Run on PostgreSQL, the suite fails on that warning instead of printing it.
 */
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) throw warning;
});
