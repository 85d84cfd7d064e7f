// The period partner figures count in, for the partner's own page and the desk's partner screens:
// two dates (UTC days, both inclusive) kept in the address, so a reload or a shared link shows the
// same months. Browser-only pages (the server renders tool routes empty), so not page-cache keys.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PartnerPeriodQuery } from '../../schemas/api/partners';

export type PeriodBound = 'from' | 'to';
const BOUNDS: readonly PeriodBound[] = ['from', 'to'];

export function usePartnerPeriod(): { period: PartnerPeriodQuery; set: (bound: PeriodBound, value: string) => void } {
  const [search, setSearch] = useSearchParams();
  const period: PartnerPeriodQuery = {};
  for (const bound of BOUNDS) {
    const value = search.get(bound);
    if (value) period[bound] = value;
  }
  const set = useCallback(
    (bound: PeriodBound, value: string) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(bound, value);
          else next.delete(bound);
          next.delete('p');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { period, set };
}
