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
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=8'];
export const SERVER_MALLOC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=32768';

/**
 * Replaces this process (same pid, so signals and supervisors see no difference) with one that
 * has the settings above, when it was started without them. An operator's own GLIBC_TUNABLES
 * and Node options win: only what is missing is added.
 */
export function restartWithServerSettings(): void {
  const missingArgs = SERVER_NODE_ARGS.filter(
    (arg) => !process.execArgv.some((given) => given.split('=')[0] === arg.split('=')[0]),
  );
  const missingTunables = process.platform === 'linux' && process.env.GLIBC_TUNABLES === undefined;
  if ((missingArgs.length === 0 && !missingTunables) || !process.execve) return;
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...missingArgs, ...process.argv.slice(1)],
    missingTunables ? { ...process.env, GLIBC_TUNABLES: SERVER_MALLOC_TUNABLES } : process.env,
  );
}
