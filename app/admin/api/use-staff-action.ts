// Runs one staff call and then revalidates every staff list and item SWR holds, so lists, forms and
// history panels show the change at once. The failure is kept, read into the server's words.
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { KyInstance } from 'ky';
import { useApi } from '../../../src/api/api-context';
import { readFailure, type ApiFailure } from './api-failure';

/** SWR keys of the staff calls: ['data' | 'list', 'staff/...', params]. */
export const isStaffKey = (key: unknown) => Array.isArray(key) && typeof key[1] === 'string' && key[1].startsWith('staff/');

export function useStaffAction() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const run = useCallback(
    async <T>(call: (api: KyInstance) => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      setFailure(null);
      try {
        const result = await call(api);
        await mutate(isStaffKey);
        return result;
      } catch (error) {
        setFailure(await readFailure(error));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [api, mutate],
  );
  return { run, busy, failure, clearFailure: () => setFailure(null) };
}
