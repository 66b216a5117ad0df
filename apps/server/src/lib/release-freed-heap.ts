/**
 * Gives back to the system the heap pages V8 has freed but keeps (docs/decisions/0030).
 *
 * V8 pools the pages its collector empties, committed, for the heap to grow into again; its own
 * memory reducer, which would release them, did not run on an idle server. Start-up leaves many:
 * loading ~1,600 modules (pages full of the strings of date-fns' 200 KB package.json, one of
 * many), compiling PGlite's WebAssembly, migrations. On an idle server they were ~45 MiB of RSS, and a
 * last-resort collection (every pooled page released) took 75–400 ms once, before any request.
 *
 * `gc` is there when Node runs with `--expose-gc`, which docs/deploy.md gives each instance
 * (`NODE_OPTIONS`, as the benches start it); in a process without it (the tests' in-process
 * servers, `npm start`) this does nothing. Kept in issue 37: without it an idle server held
 * ~45 MiB more (docs/decisions/0035).
 */
type ExposedGc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** True when the pages were released, false when this process has no `gc` to do it with. */
export function releaseFreedHeapPages(): boolean {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  if (typeof gc !== 'function') return false;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}
