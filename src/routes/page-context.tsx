// What a page hands to its blocks: the site being rendered and the route's params and query.
import { createContext, useContext } from 'react';
import type { SiteName } from '../../schemas/config/sites';

export interface PageContextValue {
  site: SiteName;
  /** Route params, e.g. { permaLink } or { searchString }. */
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext is only available inside a <SitePage>');
  return value;
}
