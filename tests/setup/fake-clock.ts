// Component tests on a fake clock (request timeouts, pauses between retries, msw's delay): move
// the clock, or wait for answers and code without moving it. Testing Library's findBy and waitFor
// end on a setTimeout, which the fake clock holds, so they cannot be used for the waiting.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Fakes the timers requests and retries use; the rest (promises, msw's network) stays real. */
export const useFakeRequestClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Moves the fake clock on by `ms`, running what falls due. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Waits, without moving the fake clock, until `check` passes (10 s of real time at most). */
export async function settle<T>(check: () => T): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }
  }
}
