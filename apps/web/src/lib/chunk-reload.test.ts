import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, installChunkReload, isChunkLoadError } from './chunk-reload.ts';

/** A window of its own per test, with sessionStorage as a plain map. */
function setUp(start = 1_000_000) {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const reload = vi.fn();
  let now = start;
  installChunkReload({ target: target as unknown as Window, storage, reload, now: () => now });
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { fail, reload, stored, advance: (ms: number) => (now += ms) };
}

describe('a failed chunk reloads the page once (issue 35)', () => {
  it('reloads on the first failure and remembers when, in sessionStorage', () => {
    const { fail, reload, stored } = setUp();
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(stored.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again right after a reload: the error screen shows instead of a loop', () => {
    const { fail, reload, advance } = setUp();
    fail();
    advance(CHUNK_RELOAD_GUARD_MS - 1);
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, long after, reloads again.
    advance(CHUNK_RELOAD_GUARD_MS);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('knows a chunk failure from other errors, however the browser words it', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
