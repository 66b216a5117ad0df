/**
 * The server's entry point: turns on Node's compile cache, then loads and starts the server
 * (serve.ts). Memory settings for V8 and glibc are the launcher's to give (docs/deploy.md
 * "Each instance"); the server starts as it is started.
 */
import { enableCompileCache } from 'node:module';

// Node's compile cache (docs/decisions/0029): from a version's second start on, every thread
// takes its stripped TypeScript from the cache and none loads Node's stripper (~17 MiB each).
// Turned on before the server is imported, so every module after this one comes from it; worker
// threads (PGlite's, the render pool's) read the folder from their environment, so it goes there
// too. An operator's NODE_COMPILE_CACHE wins (Node has then turned it on already), and Node's
// NODE_DISABLE_COMPILE_CACHE turns it off.
if (process.env.NODE_DISABLE_COMPILE_CACHE === undefined) {
  const { directory } = enableCompileCache();
  if (directory) process.env.NODE_COMPILE_CACHE ??= directory;
}
await import('./serve.ts');
