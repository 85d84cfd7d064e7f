// Watching a payment until the provider has confirmed it. Real billers often notify the site
// later than the customer comes back, so a pending payment is looked up again with a growing pause
// for several minutes; then the page says it is still waiting and a button starts watching again.
// A lookup that fails (network, server) is retried once after 10 s, then the page gives up.
import { useEffect, useState } from 'react';
import type { PaymentLookup } from '../../src/api/signup';

/** The first lookup after 2 s; on failure one retry after 10 s. */
export const FIRST_LOOKUP_MS = 2_000;
export const RETRY_LOOKUP_MS = 10_000;
/** Pauses between lookups of a payment not confirmed yet; the last one repeats. */
export const POLL_DELAYS_MS = [3_000, 5_000, 8_000, 13_000, 20_000, 30_000] as const;
/** How long the page keeps checking by itself before it says it is still waiting. */
export const WAIT_WINDOW_MS = 5 * 60_000;

export type Watch =
  | { kind: 'checking' }
  /** The provider has not confirmed yet (pending) or staff verify a gift card (verifying). */
  | { kind: 'waiting'; status: 'pending' | 'verifying'; stillWaiting: boolean; payment: PaymentLookup }
  | { kind: 'settled'; payment: PaymentLookup }
  | { kind: 'failed' };

export function usePaymentWatch(token: string | null, lookup: (token: string) => Promise<PaymentLookup>) {
  const [watch, setWatch] = useState<Watch>({ kind: 'checking' });
  // Each press of "Check again" starts a new window with an immediate lookup.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Counted from the pauses, not the clock, so it follows the timers (and fake timers in tests).
    let waited = 0;
    let attempt = 0;
    let failures = 0;
    const schedule = (ms: number) => {
      waited += ms;
      timer = setTimeout(() => void run(), ms);
    };
    const run = async () => {
      let payment: PaymentLookup;
      try {
        payment = await lookup(token);
      } catch {
        if (!live) return;
        failures += 1;
        if (failures >= 2) setWatch({ kind: 'failed' });
        else schedule(RETRY_LOOKUP_MS);
        return;
      }
      if (!live) return;
      failures = 0;
      if (payment.status !== 'pending' && payment.status !== 'verifying') {
        setWatch({ kind: 'settled', payment });
        return;
      }
      const pause = POLL_DELAYS_MS[Math.min(attempt, POLL_DELAYS_MS.length - 1)]!;
      attempt += 1;
      const stillWaiting = waited + pause > WAIT_WINDOW_MS;
      setWatch({ kind: 'waiting', status: payment.status, stillWaiting, payment });
      if (!stillWaiting) schedule(pause);
    };
    schedule(round === 0 ? FIRST_LOOKUP_MS : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token, lookup, round]);

  return {
    watch,
    checkAgain: () => {
      setWatch((w) => (w.kind === 'waiting' ? { ...w, stillWaiting: false } : { kind: 'checking' }));
      setRound((r) => r + 1);
    },
  };
}
