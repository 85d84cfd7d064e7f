// The configuration the app runs with, and whether it is a preview (with its validation issues).
import { createContext, useContext } from 'react';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { ConfigIssue } from '../../schemas/validate-site-config';

export interface LoadedSiteConfig {
  config: SiteConfig;
  /** Set when the configuration came from a `previewtoken` link. */
  previewToken: string | null;
  /** Validation issues; only a preview can carry any (the live one is validated before it goes live). */
  issues: ConfigIssue[];
}

export const SiteConfigContext = createContext<LoadedSiteConfig | null>(null);

export function useLoadedSiteConfig(): LoadedSiteConfig {
  const loaded = useContext(SiteConfigContext);
  if (!loaded) throw new Error('useSiteConfig needs a <SiteConfigContext.Provider> (see app/app.tsx)');
  return loaded;
}

export const useSiteConfig = (): SiteConfig => useLoadedSiteConfig().config;
export const useIsPreview = (): boolean => useLoadedSiteConfig().previewToken !== null;
