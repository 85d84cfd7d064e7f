// Loading that may be slow (a member's gallery: the server signs every picture's URL first) is
// retried with growing pauses instead of failing for good on one slow or dropped answer. Only after
// the last retry does the block say it could not load, with a button to try again.
import { useCallback, useMemo, useState } from 'react';
import { HTTPError } from 'ky';
import type { SWRConfiguration } from 'swr';

/** Pauses before the retries after a failed load: three retries within seven seconds. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];

/**
 * Whether another try may succeed: a timeout or a network failure, or a busy server (5xx, 408,
 * 429). Any other answer (403, 404) will not change.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof HTTPError)) return true;
  const { status } = error.response;
  return status >= 500 || status === 408 || status === 429;
}

export interface PatientRetry<T> {
  /** SWR options: the retry policy. */
  config: SWRConfiguration<T>;
  /** The retries are used up (or the error will not change): show the problem and a retry button. */
  gaveUp: boolean;
  /** Call before revalidating by hand: a fresh series of retries. */
  restart: () => void;
}

export function usePatientRetry<T>(): PatientRetry<T> {
  const [gaveUp, setGaveUp] = useState(false);
  return useMemo(
    () => ({
      gaveUp,
      restart: () => setGaveUp(false),
      config: {
        shouldRetryOnError: true,
        onSuccess: () => setGaveUp(false),
        onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
          const delay = RETRY_DELAYS_MS[retryCount - 1];
          if (delay === undefined || !isTransient(error)) {
            setGaveUp(true);
            return;
          }
          setTimeout(() => void revalidate({ retryCount }), delay);
        },
      },
    }),
    [gaveUp],
  );
}

/**
 * An SWR answer loaded with `patient.config`, with what its block shows: `gaveUp` (say it could not
 * load) and `retry` (the button: a fresh series of retries).
 */
export function useRetryable<R extends { mutate: () => Promise<unknown> }>(answer: R, patient: Pick<PatientRetry<unknown>, 'gaveUp' | 'restart'>) {
  const { mutate } = answer;
  const retry = useCallback(() => {
    patient.restart();
    return mutate();
  }, [patient, mutate]);
  return Object.assign(answer, { gaveUp: patient.gaveUp, retry });
}
