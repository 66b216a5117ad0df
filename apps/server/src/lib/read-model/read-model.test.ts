import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../ids.ts';
import { defineSlots, ReadModel, type SlotDefinition } from './index.ts';

/** The read model with the embedded database, and with PostgreSQL (versions shared between instances). */
const embedded = new ReadModel('embedded');
const postgres = new ReadModel('redis');
const markMenuWritten = (profileId: string) => embedded.bump('menu', profileId);

interface Built {
  profileId: string | null;
  build: number;
}

/** A refresh the test finishes by hand, counting how often the cache starts one. */
function controlledRefresh(profileId: string | null) {
  const pending: Array<() => void> = [];
  let started = 0;
  const refresh = vi.fn(
    () =>
      new Promise<Built>((resolve) => {
        started += 1;
        const build = started;
        pending.push(() => resolve({ profileId, build }));
      }),
  );
  return {
    refresh,
    /** Finishes the oldest unfinished refresh and lets its readers run. */
    finishNext: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

/** One slot definition read through either read model. */
function newCache(options: Partial<SlotDefinition<Built>> = {}) {
  const definition = defineSlots<Built>({ kind: 'menu', max: 10, ownerOf: (value) => value.profileId, ...options });
  return {
    read: (model: ReadModel, key: string, refresh: (previous: Built | undefined) => Promise<Built>, owner?: string) =>
      model.read(definition, key, refresh, owner),
    patch: (key: string, mark: number, patch: (value: Built) => Built | undefined) =>
      embedded.patch(definition, key, mark, patch),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('read model slots: one refresh at a time, fresh after every write', () => {
  it('gives many readers after a write one shared refresh', async () => {
    const profileId = newId();
    const cache = newCache();
    const { refresh, finishNext } = controlledRefresh(profileId);
    markMenuWritten(profileId);
    const readers = Array.from({ length: 20 }, () => cache.read(embedded, profileId, refresh, profileId));
    await finishNext();
    const values = await Promise.all(readers);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(values.map((value) => value.build))).toEqual(new Set([1]));
  });

  it('serves the cached value without asking again until a write or a second passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const profileId = newId();
    const cache = newCache();
    const { refresh, finishNext } = controlledRefresh(profileId);
    const first = cache.read(embedded, profileId, refresh, profileId);
    await finishNext();
    await first;
    await cache.read(embedded, profileId, refresh, profileId);
    vi.advanceTimersByTime(999);
    await cache.read(embedded, profileId, refresh, profileId);
    expect(refresh).toHaveBeenCalledTimes(1);

    markMenuWritten(profileId);
    const afterWrite = cache.read(embedded, profileId, refresh, profileId);
    await finishNext();
    expect((await afterWrite).build).toBe(2);

    vi.advanceTimersByTime(1000);
    const afterSecond = cache.read(embedded, profileId, refresh, profileId);
    await finishNext();
    expect((await afterSecond).build).toBe(3);
  });

  it('never hands a reader a refresh that began before a write it must see, and shares the next one', async () => {
    const profileId = newId();
    const cache = newCache();
    const { refresh, finishNext } = controlledRefresh(profileId);
    markMenuWritten(profileId);
    const early = [cache.read(embedded, profileId, refresh, profileId), cache.read(embedded, profileId, refresh, profileId)];
    markMenuWritten(profileId);
    const late = Array.from({ length: 10 }, () => cache.read(embedded, profileId, refresh, profileId));
    expect(refresh).toHaveBeenCalledTimes(1);
    await finishNext();
    expect((await Promise.all(early)).map((value) => value.build)).toEqual([1, 1]);
    // The second refresh starts only once the first has ended: one at a time per slot.
    expect(refresh).toHaveBeenCalledTimes(2);
    await finishNext();
    expect(new Set((await Promise.all(late)).map((value) => value.build))).toEqual(new Set([2]));
  });

  it('with PostgreSQL trusts nothing: readers during a refresh share the next one', async () => {
    const profileId = newId();
    const cache = newCache();
    const { refresh, finishNext } = controlledRefresh(profileId);
    const first = cache.read(postgres, profileId, refresh, profileId);
    const during = Array.from({ length: 10 }, () => cache.read(postgres, profileId, refresh, profileId));
    await finishNext();
    expect((await first).build).toBe(1);
    await finishNext();
    expect(new Set((await Promise.all(during)).map((value) => value.build))).toEqual(new Set([2]));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps no value that belongs to no profile (an unknown address)', async () => {
    const cache = newCache();
    const { refresh, finishNext } = controlledRefresh(null);
    for (const expected of [1, 2]) {
      const read = cache.read(embedded, 'no-such-venue', refresh);
      await finishNext();
      expect((await read).build).toBe(expected);
    }
  });

  it('passes a failed refresh on to its readers and tries again on the next read', async () => {
    const profileId = newId();
    const cache = newCache();
    const failing = vi.fn(() => Promise.reject(new Error('database gone')));
    const readers = [cache.read(embedded, profileId, failing, profileId), cache.read(embedded, profileId, failing, profileId)];
    for (const reader of readers) await expect(reader).rejects.toThrow('database gone');
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(cache.read(embedded, profileId, failing, profileId)).rejects.toThrow('database gone');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  describe('patches after a committed write', () => {
    /** A cache holding build 1 for a fresh profile. */
    async function cachedOnce() {
      const profileId = newId();
      const cache = newCache();
      const control = controlledRefresh(profileId);
      const first = cache.read(embedded, profileId, control.refresh, profileId);
      await control.finishNext();
      await first;
      return { profileId, cache, ...control };
    }
    const patched = (value: Built) => ({ ...value, build: value.build + 100 });

    it('serves the patched value to readers after the write, with no refresh', async () => {
      const { profileId, cache, refresh } = await cachedOnce();
      const mark = markMenuWritten(profileId);
      cache.patch(profileId, mark, patched);
      expect((await cache.read(embedded, profileId, refresh, profileId)).build).toBe(101);
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('refreshes when the patch cannot tell, or a later write is not in it', async () => {
      const { profileId, cache, refresh, finishNext } = await cachedOnce();
      cache.patch(profileId, markMenuWritten(profileId), () => undefined);
      const unknown = cache.read(embedded, profileId, refresh, profileId);
      await finishNext();
      expect((await unknown).build).toBe(2);

      const earlier = markMenuWritten(profileId);
      markMenuWritten(profileId);
      cache.patch(profileId, earlier, patched);
      const later = cache.read(embedded, profileId, refresh, profileId);
      await finishNext();
      expect((await later).build).toBe(3);
    });

    it('never lets a refresh that began before the write stand for it', async () => {
      const { profileId, cache, refresh, finishNext } = await cachedOnce();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.advanceTimersByTime(1000);
      // A reader starts a routine refresh (build 2); then a write commits and patches build 1.
      const routine = cache.read(embedded, profileId, refresh, profileId);
      cache.patch(profileId, markMenuWritten(profileId), patched);
      await finishNext();
      expect((await routine).build).toBe(2);
      // Build 2 may predate the write, so the next reader gets a refresh of its own.
      const after = cache.read(embedded, profileId, refresh, profileId);
      await finishNext();
      expect((await after).build).toBe(3);
    });

    it('ignores a patch for a value that has already seen the write', async () => {
      const { profileId, cache, refresh, finishNext } = await cachedOnce();
      const mark = markMenuWritten(profileId);
      const fresh = cache.read(embedded, profileId, refresh, profileId);
      await finishNext();
      expect((await fresh).build).toBe(2);
      const patch = vi.fn(patched);
      cache.patch(profileId, mark, patch);
      expect(patch).not.toHaveBeenCalled();
      expect((await cache.read(embedded, profileId, refresh, profileId)).build).toBe(2);
    });
  });

  it("starts a slot's refreshes at least minRefreshIntervalMs apart; the readers meanwhile share one", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const profileId = newId();
    const cache = newCache({ minRefreshIntervalMs: 100 });
    const { refresh, finishNext } = controlledRefresh(profileId);
    const first = cache.read(embedded, profileId, refresh, profileId);
    await finishNext();
    expect((await first).build).toBe(1);

    vi.advanceTimersByTime(10);
    markMenuWritten(profileId);
    const readers = Array.from({ length: 5 }, () => cache.read(embedded, profileId, refresh, profileId));
    vi.advanceTimersByTime(89);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await finishNext();
    expect(new Set((await Promise.all(readers)).map((value) => value.build))).toEqual(new Set([2]));

    // Once the interval has passed, a reader after a write starts a refresh at once.
    vi.advanceTimersByTime(100);
    markMenuWritten(profileId);
    const later = cache.read(embedded, profileId, refresh, profileId);
    expect(refresh).toHaveBeenCalledTimes(3);
    await finishNext();
    expect((await later).build).toBe(3);

    // With PostgreSQL every read refreshes, so none waits out the interval.
    const unpaced = cache.read(postgres, profileId, refresh, profileId);
    expect(refresh).toHaveBeenCalledTimes(4);
    await finishNext();
    expect((await unpaced).build).toBe(4);
  });
});

describe('read model slots: stale by the clock (staleAt)', () => {
  it('serves a kept value until its time, then rebuilds it for a reader at or past it, with no write', async () => {
    const profileId = newId();
    const definition = defineSlots<Built & { until: number }>({
      kind: 'menu',
      max: 10,
      ownerOf: (value) => value.profileId,
      staleAt: (value) => value.until,
      minRefreshIntervalMs: 60_000,
    });
    let builds = 0;
    const refresh = async () => ({ profileId, build: ++builds, until: 1_000 });
    const read = (now: number) => embedded.read(definition, profileId, refresh, profileId, new Date(now));
    expect((await read(0)).build).toBe(1);
    expect((await read(999)).build).toBe(1);
    // Past its time: rebuilt at once, though nothing was written and the least interval has not passed.
    expect((await read(1_000)).build).toBe(2);
  });
});
