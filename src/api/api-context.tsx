import { createContext, useContext } from 'react';
import type { KyInstance } from 'ky';

export const ApiContext = createContext<KyInstance | null>(null);

export function useApi(): KyInstance {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiContext.Provider> (see app/app.tsx)');
  return api;
}
