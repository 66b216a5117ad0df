/*
 * Render-pool tasks for tests (run with lib/render-pool.ts's runRender).
 */

/**
 * Occupies its thread until released: `state[0]` counts the holds that started, and each waits
 * until `state[1]` is set. It makes "every thread busy" a fact rather than a race.
 */
export function hold(state: Int32Array): void {
  Atomics.add(state, 0, 1);
  Atomics.notify(state, 0);
  while (Atomics.load(state, 1) === 0) Atomics.wait(state, 1, 0, 1000);
}

/** Keeps allocating until its thread's heap cap stops it, as a hostile spreadsheet would. */
export function outgrowHeap(): number {
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(1_000_000).fill(kept.length + 0.5));
}

/** Throws, as a render of a broken input would. */
export function fail(): never {
  throw new Error('render failed');
}
