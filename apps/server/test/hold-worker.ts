/**
 * A render-pool task for tests that occupies its thread until released: `state[0]` counts the
 * holds that started, and each waits until `state[1]` is set. It makes "every thread busy"
 * a fact rather than a race.
 */
export function hold(state: Int32Array): void {
  Atomics.add(state, 0, 1);
  Atomics.notify(state, 0);
  while (Atomics.load(state, 1) === 0) Atomics.wait(state, 1, 0, 1000);
}
