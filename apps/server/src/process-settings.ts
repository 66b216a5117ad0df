import os from 'node:os';
import path from 'node:path';

/**
 * How a server process runs, whoever starts it (`npm start`, docs/deploy.md, the tests and
 * benches): main.ts restarts itself with these when they are missing, so there is one place
 * that says them. Measured on the mixed load (docs/decisions/0021):
 * - `--max-semi-space-size=8`: Node 24 lets V8's young generation grow to 64 MB per
 *   semi-space under load and an idle server keeps it. 16 (decision 0017) cut ~100 MB; 8 cuts
 *   another ~16 MB of an idle server for more frequent scavenges (no loss seen on the mixed load).
 * - glibc's malloc: at most two arenas, and blocks of 32 KB and over mapped apart and given
 *   back when freed. Left alone, the threads that compile PGlite's WebAssembly and compress
 *   bodies each keep an arena of freed memory (~120 MB idle) and the dynamic mmap threshold
 *   keeps brotli's windows in them (RSS climbing ~100 MB in a minute of mixed load). 32 KB
 *   rather than 128 KB: the 32–128 KB blocks of compiling PostgreSQL's WebAssembly stayed in the
 *   arena, ~25 MB of an idle server, and the mixed load's CPU per request did not change.
 * - `--expose-gc`: so that each thread, once started, can release the heap pages V8 pools
 *   (lib/release-freed-heap.ts, docs/decisions/0030), ~45 MiB of an idle server.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=8', '--expose-gc'];
export const SERVER_MALLOC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=32768';

/**
 * Node's compile cache (docs/decisions/0029), where Node keeps, besides V8's code cache, each
 * .ts file's JavaScript once its types are stripped. Once it is warm (every start after the first
 * one of a given source), Node never loads its TypeScript stripper, SWC in WebAssembly, which
 * holds ~17 MiB in every thread that strips a file: the main thread, PGlite's, the render
 * workers'. Node checks each entry against the file's contents, so an edited file is stripped
 * again; the folder is Node's own default for `module.enableCompileCache()`.
 */
export const SERVER_COMPILE_CACHE = path.join(os.tmpdir(), 'node-compile-cache');

/**
 * Replaces this process (same pid, so signals and supervisors see no difference) with one that
 * has the settings above, when it was started without them. An operator's own GLIBC_TUNABLES,
 * NODE_COMPILE_CACHE and Node options win: only what is missing is added.
 */
export function restartWithServerSettings(): void {
  const missingArgs = SERVER_NODE_ARGS.filter(
    (arg) => !process.execArgv.some((given) => given.split('=')[0] === arg.split('=')[0]),
  );
  const missingEnv: NodeJS.ProcessEnv = {};
  if (process.platform === 'linux' && process.env.GLIBC_TUNABLES === undefined)
    missingEnv.GLIBC_TUNABLES = SERVER_MALLOC_TUNABLES;
  // NODE_DISABLE_COMPILE_CACHE is Node's own switch to turn the cache off.
  if (process.env.NODE_COMPILE_CACHE === undefined && process.env.NODE_DISABLE_COMPILE_CACHE === undefined)
    missingEnv.NODE_COMPILE_CACHE = SERVER_COMPILE_CACHE;
  if ((missingArgs.length === 0 && Object.keys(missingEnv).length === 0) || !process.execve) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...missingArgs, ...process.argv.slice(1)], {
    ...process.env,
    ...missingEnv,
  });
}
