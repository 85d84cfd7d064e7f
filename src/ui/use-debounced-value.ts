import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`: what a search box, an existence check or a
 * live preview acts on, so that it runs once after a pause in typing rather than on every keystroke.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // Nothing to wait for (also on mount): no timer left behind for a test's fake clock to miss.
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, settled]);
  return settled;
}
