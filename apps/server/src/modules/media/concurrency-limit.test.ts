import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('concurrencyLimit', () => {
  it('never runs more than max tasks at once and runs them all, failures included', async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, (_, index) =>
        run(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await tick(5);
          active -= 1;
          order.push(index);
          if (index === 3) throw new Error('task 3 failed');
          return index;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    // The failed task released its slot: a later call still runs.
    await expect(run(async () => 'after')).resolves.toBe('after');
  });
});
