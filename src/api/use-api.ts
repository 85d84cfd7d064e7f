// SWR hooks over the one client. A key is [kind, path, params]; `null` skips the request.
import useSWR, { type SWRConfiguration } from 'swr';
import { getData, getList, type ListResult, type SearchParams } from './client';
import { useApi } from './api-context';

type Key = readonly [path: string, params?: SearchParams] | null;

export function useApiData<T>(key: Key, config?: SWRConfiguration<T>) {
  const api = useApi();
  return useSWR<T>(key ? ['data', ...key] : null, () => getData<T>(api, key![0], key![1]), config);
}

export function useApiList<T>(key: Key, config?: SWRConfiguration<ListResult<T>>) {
  const api = useApi();
  return useSWR<ListResult<T>>(key ? ['list', ...key] : null, () => getList<T>(api, key![0], key![1]), {
    keepPreviousData: true,
    ...config,
  });
}
