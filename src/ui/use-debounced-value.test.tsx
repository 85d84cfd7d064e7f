import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('starts with the value and follows it only after a pause of the given length', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'abc' });
    // The second change restarts the wait.
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });

  it('keeps the settled value when the value changes back within the pause, and sets no timer while settled', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 400), { initialProps: { value: 1 } });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ value: 2 });
    expect(vi.getTimerCount()).toBe(1);
    rerender({ value: 1 });
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe(1);
  });
});
