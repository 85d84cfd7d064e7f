// SWR hooks over the one client. A key is [kind, path, params]; `null` skips the request. Every
// request carries the visitor's language (`lang`, shared/content-lang.ts) in its params: the server
// answers names, descriptions, posts and plans in it, the URL stays cacheable without a Vary header,
// and a new language is a new key, so switching language fetches the texts again. Server rendering
// records the same keys (src/ssr/swr-server-data.ts), so the browser hydrates from them.
import useSWR, { type SWRConfiguration } from 'swr';
import { useAtomValue } from 'jotai';
import { getData, getList, type ListResult, type SearchParams } from './client';
import { useApi } from './api-context';
import { localeAtom } from '../state/preferences';
import { CONTENT_LANG_PARAM } from '../../shared/content-lang';

export type Key = readonly [path: string, params?: SearchParams] | null;

export type ApiKind = 'data' | 'list';

/**
 * The SWR key of an API hook's request in a language: what the hooks ask for, and what a server
 * render loads before rendering for the requests blocks declare (blocks/define-block.ts `data`).
 */
export const apiSwrKey = (kind: ApiKind, key: NonNullable<Key>, lang: string) => [kind, key[0], withContentLang(key[1], lang)] as const;

/** The params of a request with the visitor's language added. */
export const withContentLang = (params: SearchParams | undefined, lang: string): SearchParams => ({ ...params, [CONTENT_LANG_PARAM]: lang });

/** The key's request in the active language, or null. */
function useLocalizedKey(kind: ApiKind, key: Key) {
  const lang = useAtomValue(localeAtom);
  return key ? apiSwrKey(kind, key, lang) : null;
}

export function useApiData<T>(key: Key, config?: SWRConfiguration<T>) {
  const api = useApi();
  const request = useLocalizedKey('data', key);
  return useSWR<T>(request, () => getData<T>(api, request![1], request![2]), config);
}

export function useApiList<T>(key: Key, config?: SWRConfiguration<ListResult<T>>) {
  const api = useApi();
  const request = useLocalizedKey('list', key);
  return useSWR<ListResult<T>>(request, () => getList<T>(api, request![1], request![2]), {
    keepPreviousData: true,
    ...config,
  });
}
