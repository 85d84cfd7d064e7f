// Size limits, checked before saving (studio), before uploading (CLI) and by the server, so the
// operator hears which part is too big instead of meeting the body limit. Every page renders all
// blocks of its layout on the server and each may fetch on the client: 60 is about four times the
// fullest shipped page (the home page has 15 blocks). The shipped documents are about 44 KB.
import type { SiteConfig } from '../../schemas/config/site-config';
import type { ConfigCheckIssue } from '../../schemas/config-check-issue';
import { layoutEntries } from './layout-entries';
import { pointer } from './json-pointer';

export const MAX_BLOCKS_PER_SITE = 60;
/** Measured as compact JSON (UTF-8), so indentation does not count. */
export const MAX_DOCUMENT_BYTES = 512 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function checkSizeLimits(config: SiteConfig): ConfigCheckIssue[] {
  const issues: ConfigCheckIssue[] = [];
  const blocksPerSite = new Map<string, number>();
  for (const { siteKey, entry } of layoutEntries(config)) {
    if (entry.type !== 'container') blocksPerSite.set(siteKey, (blocksPerSite.get(siteKey) ?? 0) + 1);
  }
  for (const [siteKey, count] of blocksPerSite) {
    if (count <= MAX_BLOCKS_PER_SITE) continue;
    issues.push({
      path: pointer('ui', 'sites', siteKey, 'containers'),
      message: `${siteKey} has ${count} blocks; a site may have at most ${MAX_BLOCKS_PER_SITE}`,
      severity: 'error',
      check: 'size',
    });
  }
  const bytes = new TextEncoder().encode(JSON.stringify(config)).length;
  if (bytes > MAX_DOCUMENT_BYTES) {
    issues.push({
      path: '',
      message: `the configuration is ${kib(bytes)} as compact JSON; the limit is ${kib(MAX_DOCUMENT_BYTES)}`,
      severity: 'error',
      check: 'size',
    });
  }
  return issues;
}
