import { matchesGlob } from 'node:path';
import { defineConfig } from 'vitest/config';

/*
 * Most test files share one module graph per worker (`isolate: false`): each builds its own app
 * and database, and loading the app's code once per worker instead of once per file halves the
 * suite (15 module files: 86 s → 41 s, nearly all of it in "collect"). Files that replace a
 * module (`vi.mock`) or fake the clock run in a fresh graph of their own, so what they change
 * cannot reach another file.
 */
export const ISOLATED = [
  'src/modules/auth/access-token.test.ts',
  'src/lib/read-model/read-model.test.ts',
  'src/modules/menu/menu-publication.test.ts',
  'src/modules/menu/menu-read-concurrency.test.ts',
  'src/modules/public-pages/public-page-concurrency.test.ts',
  'src/modules/reservations/booking-phone-hold.test.ts',
  'src/modules/reservations/live-activity.test.ts',
  'test/security-headers-once.test.ts',
];

const ALL = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/*
 * V8 in Node 24 (13.6) can abort a process that runs many PGlite databases one after another
 * (`Check failed: jit_page_->allocations_.erase(addr) == 1`): when a WebAssembly-to-JavaScript
 * import wrapper tiers up (Runtime_TierUpWasmToJSWrapper), the wrappers of databases already
 * closed are freed from the process-wide wrapper cache, and freeing one it no longer tracks is
 * fatal (nodejs/node#64500). A test worker opens and closes a database per test file, each on a
 * thread of its own, and died this way at a random point in about half of the suite's runs. A
 * wrapper that never tiers up never takes that path: the budget below (calls before tier-up,
 * 1,000 by default) is never reached. A server opens one database for its life and keeps V8's
 * default. docs/testing.md.
 */
export const WASM_WRAPPER_FLAGS = ['--wasm-wrapper-tiering-budget=1000000000'];

/** The server's test configuration for the files `include` names (less `exclude`). */
export function serverTests(include: string[] = ALL, exclude: string[] = []) {
  const matches = (file: string, globs: string[]) => globs.some((glob) => matchesGlob(file, glob));
  const isolated = ISOLATED.filter((file) => matches(file, include) && !matches(file, exclude));
  const shared = { extends: true as const };
  return defineConfig({
    test: {
      environment: 'node',
      setupFiles: ['test/fail-on-queued-queries.ts'],
      globalSetup: ['test/database-template.ts', 'test/guest-renderer-build.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
      // Each file gets its own database; two workers fit the 2-core CI machine. `isolate: false`
      // must be said here, for the pool: a project's own `isolate` only decides whether a worker
      // resets its modules between files, while the pool (one for all projects) starts a fresh
      // process for every file unless told otherwise, which costs the whole app's import each time.
      pool: 'forks',
      poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false, execArgv: [...WASM_WRAPPER_FLAGS] } },
      projects: [
        {
          ...shared,
          test: { name: 'shared', include, exclude: ['**/node_modules/**', ...exclude, ...ISOLATED], isolate: false },
        },
        ...(isolated.length
          ? [
              {
                ...shared,
                // Modules reset before each of these files (in a reused worker).
                test: { name: 'isolated', include: isolated, poolOptions: { forks: { isolate: true } } },
              },
            ]
          : []),
      ],
    },
  });
}

export default serverTests();
