/**
 * Runs at most `max` tasks at once; the rest wait their turn in arrival order.
 * Used to bound image decoding, whose memory grows with the picture's pixel count.
 */
export function concurrencyLimit(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so `active` never overshoots.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
