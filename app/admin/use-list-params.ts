// A list screen's search, filters, sort and page, kept in the URL so a reload or a shared link shows
// the same list. Changing anything but the page goes back to the first page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useListParams<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, search.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(0, Number(search.get('p')) || 0);
  const set = useCallback(
    (key: K | 'p', value: string) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'p') next.delete('p');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { values, page, set };
}
