import { vi } from 'vitest';
import { renderPoolStats, runRender } from '../src/lib/render-pool.ts';

const TASKS = new URL('./render-tasks.ts', import.meta.url);
/** Starting threads takes a while on a busy machine; nothing is timed, this only bounds a hang. */
export const WAIT = { timeout: 60_000, interval: 20 };

/**
 * Fills every render thread, and the queue but `leaveInQueue` places, with held tasks; waits
 * until the threads really run them. `release()` lets them finish (safe to call twice).
 */
export async function holdRenderPool(leaveInQueue: number) {
  const { maxThreads, maxQueue } = renderPoolStats();
  const state = new Int32Array(new SharedArrayBuffer(8));
  const holds = Array.from({ length: maxThreads + maxQueue - leaveInQueue }, () => runRender<void>(TASKS, 'hold', state));
  const release = async () => {
    Atomics.store(state, 1, 1);
    Atomics.notify(state, 1);
    await Promise.allSettled(holds);
  };
  try {
    await vi.waitFor(() => {
      if (Atomics.load(state, 0) !== maxThreads) throw new Error('the holds are not all running yet');
      if (renderPoolStats().queueSize !== maxQueue - leaveInQueue) throw new Error('the queue is not filled yet');
    }, WAIT);
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}
