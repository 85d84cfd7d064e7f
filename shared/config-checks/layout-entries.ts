// Every entry of every site layout (containers and their nested entries), with its JSON pointer.
import type { LayoutEntry, SiteConfig } from '../../schemas/config/site-config';
import type { SiteName } from '../../schemas/config/sites';
import { pointer } from './json-pointer';

export interface PlacedEntry {
  site: SiteName;
  siteKey: string;
  entry: LayoutEntry;
  path: string;
}

function* walk(entries: LayoutEntry[], base: string): Generator<[LayoutEntry, string]> {
  for (const [index, entry] of entries.entries()) {
    const path = `${base}/${index}`;
    yield [entry, path];
    if (entry.blocks) yield* walk(entry.blocks, `${path}/blocks`);
  }
}

export function* layoutEntries(config: SiteConfig): Generator<PlacedEntry> {
  for (const [siteKey, layout] of Object.entries(config.ui.sites)) {
    if (!layout) continue;
    const site = siteKey.replace(/site$/, '') as SiteName;
    for (const [entry, path] of walk(layout.containers, pointer('ui', 'sites', siteKey, 'containers'))) yield { site, siteKey, entry, path };
  }
}
