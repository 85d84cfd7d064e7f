// SWR and server rendering. On the server, a recording pass notes every key the page's hooks ask
// for (with its fetcher) so the server can fetch them and render again with the answers. In the
// browser, the answers arrive as SWR `fallback`; while the page hydrates, a hook whose data came
// from the server does not fetch it again on mount (later mounts revalidate as usual).
import { useContext, useEffect, useState } from 'react';
import { unstable_serialize, type Key, type Middleware } from 'swr';
import { IslandDataContext } from './islands';
import { useRenderSink } from './render-sink';
import { useHydrating } from './use-hydrating';

export interface RecordedRequest {
  key: string;
  /** The key as the hook gave it (the API hooks': ['data' | 'list', path, params]). */
  resolved: unknown;
  run: () => Promise<unknown>;
}

const resolveKey = (key: Key): unknown => {
  if (typeof key !== 'function') return key;
  try {
    return key();
  } catch {
    return null; // a key function that throws means "not ready", as in SWR
  }
};

/**
 * Server: records the requests of hooks whose data the server does not have yet. `known` also
 * learns whether the hook's block hydrates (`toBrowser`): only such data goes into the boot snapshot.
 */
export function recordRequests(known: (key: string, toBrowser: boolean) => boolean, onRequest: (request: RecordedRequest) => void): Middleware {
  return (useSWRNext) =>
    function useRecordedRequest(key, fetcher, config) {
      const toBrowser = useContext(IslandDataContext);
      const sink = useRenderSink();
      const resolved = resolveKey(key);
      if (resolved && fetcher) {
        const serialized = unstable_serialize(resolved as Key);
        sink?.noteData?.(serialized);
        if (serialized && !known(serialized, toBrowser)) onRequest({ key: serialized, resolved, run: async () => fetcher(resolved) });
      }
      return useSWRNext(key, fetcher, config);
    };
}

/**
 * Hooks mounted by hydration keep the server's data instead of fetching it again, and are not
 * "loading" (the server rendered them with that data, not with a skeleton): the final server render
 * uses it too, so both sides agree. `refetch` (a member's page, rendered by the server for a visitor)
 * fetches that data again right after hydration, showing the server's copy until the answer arrives.
 */
export function keepServerData(serverKeys: ReadonlySet<string>, { refetch = false } = {}): Middleware {
  return (useSWRNext) =>
    function useServerData(key, fetcher, config) {
      const hydrating = useHydrating();
      const fromServer = hydrating && serverKeys.size > 0 && serverKeys.has(unstable_serialize(resolveKey(key) as Key));
      const swr = useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: false } : config);
      const [refetchOnMount] = useState(() => (fromServer && refetch ? { shown: swr.data } : null));
      const { mutate } = swr;
      useEffect(() => {
        // Writing the shown data into the cache first keeps the block from showing "loading".
        if (refetchOnMount) void mutate(refetchOnMount.shown, { revalidate: true });
      }, [refetchOnMount, mutate]);
      return swr;
    };
}
