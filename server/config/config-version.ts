// The content version of a configuration: a hash of its document, the same in every process that
// has the same configuration. A rendered page names it, and the browser asks /api/settings for
// exactly that version, which can then be cached for good.
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../schemas/config/site-config';

const versions = new WeakMap<SiteConfig, string>();

export function configVersionOf(config: SiteConfig): string {
  let version = versions.get(config);
  if (!version) versions.set(config, (version = createHash('sha256').update(JSON.stringify(config)).digest('base64url').slice(0, 22)));
  return version;
}
