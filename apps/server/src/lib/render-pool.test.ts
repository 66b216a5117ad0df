import { describe, expect, it } from 'vitest';
import { RENDERS_PER_VENUE_AT_ONCE, runRender, VENUE_RENDERS_MESSAGE } from './render-pool.ts';

const TASKS = new URL('../../test/render-tasks.ts', import.meta.url);

describe('render pool', () => {
  it('refuses a task that outgrows its heap, and keeps serving the next ones', async () => {
    await expect(runRender(TASKS, 'outgrowHeap', null)).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    const state = new Int32Array(new SharedArrayBuffer(8));
    Atomics.store(state, 1, 1);
    await expect(runRender(TASKS, 'hold', state)).resolves.toBeUndefined();
  });
});

describe("a venue's renders at once", () => {
  it(`runs ${RENDERS_PER_VENUE_AT_ONCE} of one venue's renders at a time and refuses more with 429, other venues unaffected`, async () => {
    const state = new Int32Array(new SharedArrayBuffer(8));
    const held = Array.from({ length: RENDERS_PER_VENUE_AT_ONCE }, () => runRender(TASKS, 'hold', state, { venue: 'venue-a' }));
    try {
      await expect(runRender(TASKS, 'hold', state, { venue: 'venue-a' })).rejects.toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: VENUE_RENDERS_MESSAGE,
        headers: { 'retry-after': '5' },
      });
      const other = runRender(TASKS, 'hold', state, { venue: 'venue-b' });
      Atomics.store(state, 1, 1);
      Atomics.notify(state, 1);
      await expect(other).resolves.toBeUndefined();
    } finally {
      Atomics.store(state, 1, 1);
      Atomics.notify(state, 1);
      await Promise.allSettled(held);
    }
    // Finished renders give their places back.
    await expect(
      Promise.all(Array.from({ length: RENDERS_PER_VENUE_AT_ONCE }, () => runRender(TASKS, 'hold', state, { venue: 'venue-a' }))),
    ).resolves.toHaveLength(RENDERS_PER_VENUE_AT_ONCE);
  });

  it('gives the place back when a render fails', async () => {
    for (let attempt = 0; attempt <= RENDERS_PER_VENUE_AT_ONCE; attempt += 1)
      await expect(runRender(TASKS, 'fail', null, { venue: 'venue-c' })).rejects.toThrow('render failed');
  });
});
