import { LRUCache } from 'lru-cache';

/*
 * Rendered files (QR sheets and images, menu spreadsheets) by a key that names their content
 * version: the same key always means the same bytes, so a hit is never stale. Bounded by bytes,
 * least recently used first out. Requests for a key that is being rendered wait for that render
 * instead of starting another: twenty clicks on "Print sheet" cost one render.
 */

const MAX_BYTES = 64 * 1024 * 1024;
/** One file may take at most this share, so one huge menu cannot flush every venue's sheets. */
const MAX_ENTRY_BYTES = 16 * 1024 * 1024;

const sizeOf = (data: Buffer | string) => (typeof data === 'string' ? Buffer.byteLength(data) : data.length);

const done = new LRUCache<string, Buffer | string>({
  maxSize: MAX_BYTES,
  maxEntrySize: MAX_ENTRY_BYTES,
  sizeCalculation: (data) => Math.max(1, sizeOf(data)),
});
const inFlight = new Map<string, Promise<Buffer | string>>();

/** Whether `key` is rendered already (a hit costs nothing, so callers may skip their limits). */
export const isRendered = (key: string) => done.has(key) || inFlight.has(key);

/**
 * The bytes for `key`: from the cache, from a render already under way, or from `render`, whose
 * result is kept. A failed render is not kept: the next request tries again.
 */
export async function cachedRender<Data extends Buffer | string>(key: string, render: () => Promise<Data>): Promise<Data> {
  const kept = done.get(key) ?? inFlight.get(key);
  if (kept !== undefined) return (await kept) as Data;
  const rendering = render();
  inFlight.set(key, rendering);
  try {
    const data = await rendering;
    done.set(key, data);
    return data;
  } finally {
    inFlight.delete(key);
  }
}
