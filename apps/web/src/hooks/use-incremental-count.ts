import { startTransition, useEffect, useState } from 'react';

/** Entries in the first paint of a long list: a phone screen and a half of item cards. */
export const FIRST_BATCH = 24;

/**
 * How many entries of a long list to render now: the first FIRST_BATCH at once, then twice as
 * many per macrotask (each step a transition that input can interrupt; doubling keeps the steps,
 * and the layouts of the growing list, few) until all `total` are there (issue 15 "Speed": a 500-item subcategory is
 * usable on a slow phone before its last card exists). Never shrinks below what was shown.
 */
export function useIncrementalCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, FIRST_BATCH));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(
      () => startTransition(() => setCount((shown) => Math.min(total, Math.max(FIRST_BATCH, shown * 2)))),
      0,
    );
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
