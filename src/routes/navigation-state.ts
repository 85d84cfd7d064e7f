// What the app is busy with for the visitor, outside React's state: the address a navigation inside
// the app goes to while the router still shows the page before (navigations are transitions: the old
// page stays until the new one can show), and other waits (a language or theme switch). Read by the
// progress bar (./navigation-progress.tsx) and the menu, which marks the page being opened at once.
import { useEffect, useSyncExternalStore } from 'react';

let requested: string | null = null;
let busySources = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The browser's address: path, query and hash. */
export const addressOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${location.pathname}${location.search}${location.hash}`;

/** A navigation has begun: the address bar already shows where it goes (after history.push, or on popstate). */
export function navigationStarted(): void {
  if (typeof window === 'undefined') return;
  requested = addressOf(window.location);
  notify();
}

/**
 * The router shows `shown` now: a navigation still on its way (the address is elsewhere) stays
 * requested, else nothing is.
 */
export function navigationShown(shown: string): void {
  const address = addressOf(window.location);
  const next = address === shown ? null : address;
  if (next === requested) return;
  requested = next;
  notify();
}

/** Something else the visitor waits for (a language or theme switch); call the answer when it is done. */
export function progressStarted(): () => void {
  busySources += 1;
  notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    busySources -= 1;
    notify();
  };
}

/** Shows the progress while `active` (say, a component's pending transition). */
export function useProgressWhile(active: boolean): void {
  useEffect(() => (active ? progressStarted() : undefined), [active]);
}

/** The address a navigation is on its way to, or null. */
export const useRequestedAddress = (): string | null => useSyncExternalStore(subscribe, () => requested, () => null);

/** How many other waits are running. */
export const useBusySources = (): number => useSyncExternalStore(subscribe, () => busySources, () => 0);

/** Whether the app is busy, given the address the router shows. */
export function isBusy(requestedAddress: string | null, shown: string, sources: number): boolean {
  return sources > 0 || (requestedAddress !== null && requestedAddress !== shown);
}
