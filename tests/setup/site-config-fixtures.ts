// The default configuration, and edited copies of it, for tests.
import defaultConfig from '../../site-configs/default.json';
import type { SiteConfig } from '../../schemas/config/site-config';

export const defaultSiteConfig = defaultConfig as unknown as SiteConfig;

/** A deep copy of the default configuration, changed by `edit`. */
export function configWith(edit: (config: SiteConfig) => void): SiteConfig {
  const copy = structuredClone(defaultSiteConfig);
  edit(copy);
  return copy;
}
