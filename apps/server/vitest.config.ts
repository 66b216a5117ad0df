import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/fail-on-queued-queries.ts'],
    globalSetup: ['test/pglite-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers fit the 2-core CI machine.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
