import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_BATCH, useIncrementalCount } from './use-incremental-count.ts';

afterEach(() => vi.useRealTimers());

/** Each step's timer is set after the previous step renders, so step through them one by one. */
function runSteps(steps = 20) {
  for (let step = 0; step < steps; step += 1) act(() => vi.advanceTimersToNextTimer());
}

describe('useIncrementalCount', () => {
  it('shows a short list at once', () => {
    const { result } = renderHook(() => useIncrementalCount(5));
    expect(result.current).toBe(5);
  });

  it('shows the first batch of a long list, then the rest in steps', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useIncrementalCount(500));
    expect(result.current).toBe(FIRST_BATCH);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(FIRST_BATCH * 2);
    runSteps();
    expect(result.current).toBe(500);
  });

  it('fills a list that started empty', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ total }) => useIncrementalCount(total), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 100 });
    runSteps();
    expect(result.current).toBe(100);
  });

  it('keeps what it showed when the list grows, and follows it when it shrinks', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ total }) => useIncrementalCount(total), { initialProps: { total: 3 } });
    expect(result.current).toBe(3);
    rerender({ total: 2 });
    expect(result.current).toBe(2);
    rerender({ total: 200 });
    expect(result.current).toBe(3);
    runSteps();
    expect(result.current).toBe(200);
  });
});
