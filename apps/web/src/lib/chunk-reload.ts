/*
 * A screen's script chunk that fails to load (a deploy replaced it while the tab was open, or
 * the network dropped) reloads the page once, so the new index.html names chunks that exist
 * (issue 35). Vite announces such failures as `vite:preloadError`. A second failure soon after
 * the reload is left to the error screen (app/route-error.tsx) rather than reloading forever.
 */

/** sessionStorage key: when the last reload for a failed chunk happened (epoch ms). */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A failure within this long of the last reload is not reloaded again. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

interface ChunkReloadDeps {
  target: Pick<Window, 'addEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/** Listens for `vite:preloadError` and reloads once per guard window; the deps are for tests. */
export function installChunkReload(deps: Partial<ChunkReloadDeps> = {}): void {
  const target = deps.target ?? window;
  const storage = deps.storage ?? window.sessionStorage;
  // After the current task: a route's chunk fails while the router is still on the page being
  // left (route lazy), and reloading at once would reload that page; by the next task the router
  // has committed the failed navigation's address (docs/decisions/0037).
  const reload = deps.reload ?? (() => window.setTimeout(() => window.location.reload(), 0));
  const now = deps.now ?? Date.now;
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < CHUNK_RELOAD_GUARD_MS) return;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
    // Vite rethrows unless the event is cancelled; the page is going away anyway.
    event.preventDefault();
    reload();
  });
}

/** Whether an error is a script chunk that could not be fetched or run (browsers word it differently). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}
