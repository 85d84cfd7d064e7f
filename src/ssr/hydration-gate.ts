// When the server's HTML is fully hydrated. React hydrates the page's root first and each block's
// Suspense boundary in later passes; a store change in between (the session's user arriving, a
// remembered theme) would make a block hydrate with other state than the server rendered, a
// mismatch. The app therefore waits for every server-rendered block to report before it changes
// anything. The server sends the number of blocks it rendered; each one reports from an effect.
import { useEffect, useRef } from 'react';

let pending = 0;
let release: () => void = () => {};
const hydrated = new Promise<void>((resolve) => {
  release = resolve;
});

/** Browser, before hydrateRoot: how many server-rendered blocks will report. */
export function expectHydratedBlocks(count: number): void {
  pending = count;
  if (pending <= 0) release();
}

/** In every block's boundary: reports once when it is hydrated (or mounted), if it is `counted` (hydrates at load). */
export function useReportHydrated(counted = true): void {
  const reported = useRef(false); // once, also through StrictMode's second effect run
  useEffect(() => {
    if (!counted || reported.current || pending <= 0) return;
    reported.current = true;
    pending -= 1;
    if (pending === 0) release();
  }, [counted]);
}

/** Resolves once every expected block has hydrated, or after `timeoutMs` whatever happened. */
export function whenHydrated(timeoutMs = 5000): Promise<void> {
  return Promise.race([hydrated, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}
