import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressedCopies } from './build-tools/compressed-copies.ts';
import { GUEST_RUNTIME } from './build-tools/guest-runtime.ts';
import { guestRoutes } from './build-tools/guest-routes.ts';

/**
 * The guest menu at /v/{username} (decisions §1): its own small bundle, apart from the
 * dashboard's. Two builds from this file:
 * - client: `vite build -c vite.public.config.ts` → dist/public-menu/ (hydration scripts of the
 *   menu, the booking pages and the event pages, and CSS, with a manifest the server reads to link them;
 *   served under /public-menu/)
 * - server: `vite build -c vite.public.config.ts --ssr` → dist-ssr/public-menu.js, which the
 *   API server imports at run time to render the page (Node cannot import .tsx itself).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The guest pages' scripts and styles also as .br and .gz (the server sends these as they are);
  // the routes they call with only each one's method and path.
  plugins: isSsrBuild ? [react()] : [react(), compressedCopies(), guestRoutes()],
  // The guest pages run on Preact's React layer (decision 0040): ~4 KB of runtime, not React's ~60.
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...GUEST_RUNTIME] },
  base: '/public-menu/',
  // The shared package is TypeScript source: bundle it rather than leave Node to import .ts from node_modules.
  // Preact goes into the server bundle too, so the aliases above reach every import of React
  // (the icons' included), and the bundle is pinned to production below: a server run in
  // development (the load bench, which needs SMS_TEST_OTP; `npm run dev`) must render as production does.
  ssr: {
    noExternal: isSsrBuild ? ['@venue/shared', 'preact', 'preact-render-to-string', '@tabler/icons-react'] : ['@venue/shared'],
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node24',
        // From this file, not the working directory: the server's tests build it from theirs.
        rollupOptions: {
          input: fileURLToPath(new URL('./src/guest/ssr/entry-server.tsx', import.meta.url)),
          output: { entryFileNames: 'public-menu.js' },
        },
      }
    : {
        outDir: 'dist/public-menu',
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        // Phones from a few years back still scan menus.
        target: ['es2020', 'safari14', 'chrome87'],
        // The menu's script, the booking pages' (issue 11) and the event pages' (issue 12): each
        // page loads only its own, React is one shared chunk.
        rollupOptions: {
          input: ['src/guest/client/entry-client.tsx', 'src/guest/client/booking-entry.tsx', 'src/guest/client/events-entry.tsx'],
        },
      },
}));
