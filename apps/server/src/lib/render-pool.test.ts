import { describe, expect, it } from 'vitest';
import { runRender } from './render-pool.ts';

const TASKS = new URL('../../test/render-tasks.ts', import.meta.url);

describe('render pool', () => {
  it('refuses a task that outgrows its heap, and keeps serving the next ones', async () => {
    await expect(runRender(TASKS, 'outgrowHeap', null)).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    const state = new Int32Array(new SharedArrayBuffer(8));
    Atomics.store(state, 1, 1);
    await expect(runRender(TASKS, 'hold', state)).resolves.toBeUndefined();
  });
});
