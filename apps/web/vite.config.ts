import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { compressedCopies } from './build-tools/compressed-copies.ts';
import { keepPreviousAssets } from './build-tools/previous-assets.ts';
import { productionBuilds } from './build-tools/production-builds.ts';
import { startChunks } from './build-tools/start-chunks.ts';

/** Web test files that need a process of their own (see `test` below). */
const OWN_PROCESS = [
  'src/features/menu/components/menu-screen.test.tsx',
  'src/features/subscriptions/components/plans-screen.test.tsx',
  'src/guest/components/booking/manage-booking-app.test.tsx',
  'src/guest/components/events/event-app.test.tsx',
  'src/guest/components/events/ticket-callback-app.test.tsx',
];

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    compressedCopies(),
    // A tab opened before a deploy still finds its chunks (docs/decisions/0034).
    keepPreviousAssets(),
    // The dashboard's cold starts from a few chunks (build-tools/start-chunks.ts): its shell,
    // then /menu's screen (issue 15 budgets both); the login page keeps its own.
    startChunks({
      keepApart: ['src/app/login-app.tsx'],
      groups: [
        { name: 'dashboard', starts: ['src/app/app.tsx', 'src/app/layout/app-layout.tsx'] },
        { name: 'menu-screen', starts: ['src/app/routes/menu.tsx'] },
      ],
      // Forms validate with zod once they open, not before the first paint (issue 15 budgets).
      keepOutOfStarts: /[\\/]node_modules[\\/]zod[\\/]/,
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? productionBuilds() : []),
    ],
  },
  server: {
    port: 5173,
    // In development the API server answers everything that is not the SPA.
    proxy: Object.fromEntries(
      [
        '/v1',
        '/v2',
        '/fast-social',
        '/media',
        '/v/',
        '/q/',
        '/sandbox/',
        // The ticket buyers' return from the payment provider is a server-rendered page.
        '/ticket-payment-callback',
        '/docs',
        '/ready',
        '/health',
      ].map((p) => [p, apiTarget]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // Rollup splits the forty lazy routes' shared code by which routes use it, leaving dozens of
    // chunks of a few hundred bytes (one icon, one hook) that a slow phone fetches and links one
    // by one. Merging those below 1 KB cut /menu from 77 files to 60 and both /login and /menu
    // by a few hundred bytes; at 3 KB and above, merges pull the shell's code into /login
    // (107 → 141 KB). Figures: issue 15's bench (e2e/bench/menu-screen.bench.ts).
    rollupOptions: { output: { experimentalMinChunkSize: 1000 } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Each file in a VM context of its own inside reused processes ('vmForks'): jsdom and the
    // libraries load once per process rather than once per file (the suite 237 → ~150 s). A file
    // that redefines window.location (jsdom makes it unforgeable in a VM context) or whose
    // pointer timing differs there runs in a process of its own.
    maxWorkers: 2,
    // A form filled through user-event takes ~2.5 s on a quiet machine; with both projects' workers
    // on CI's two cores one took 5.5 s and failed Vitest's default 5 s (CI, 2026-11-30).
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'vm',
          pool: 'vmForks',
          include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
        },
      },
      { extends: true, test: { name: 'own-process', pool: 'forks', include: OWN_PROCESS } },
    ],
  },
}));
