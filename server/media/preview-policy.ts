// What a visitor may see of a gallery: the first `count` pictures as 620 px previews, soft in
// youth-protection mode. `count` is the gallery detail block's `imageCount` in the live
// configuration (the largest, should several pages show one), so the API never hands out more
// previews than the page shows.
import type { LayoutEntry, SiteConfig } from '../../schemas/config/site-config';
import { GALLERY_PREVIEW_DEFAULT, GALLERY_PREVIEW_MAX } from '../../schemas/api/content';
import type { AppContext } from '../context';

export interface VisitorPreview {
  /** Pictures 0..count-1 have public previews. */
  count: number;
  /** Youth-protection mode: the previews are the soft versions, the plain ones are not public. */
  soft: boolean;
}

function imageCounts(entries: LayoutEntry[], out: number[]) {
  for (const entry of entries) {
    if (entry.type === 'container' && Array.isArray(entry.blocks)) imageCounts(entry.blocks, out);
    else if (entry.type === 'galleryDetail') {
      const n = (entry.props as { imageCount?: unknown } | undefined)?.imageCount;
      out.push(Number.isInteger(n) ? (n as number) : GALLERY_PREVIEW_DEFAULT);
    }
  }
}

const policies = new WeakMap<SiteConfig, VisitorPreview>();

export function visitorPreviewOf(config: SiteConfig): VisitorPreview {
  let policy = policies.get(config);
  if (!policy) {
    const counts: number[] = [];
    for (const site of Object.values(config.ui.sites)) if (site) imageCounts(site.containers, counts);
    const count = counts.length ? Math.max(...counts) : GALLERY_PREVIEW_DEFAULT;
    policy = { count: Math.min(Math.max(count, 0), GALLERY_PREVIEW_MAX), soft: config.core.fsk12.enableGlobalFsk12Mode };
    policies.set(config, policy);
  }
  return policy;
}

export async function visitorPreview(ctx: Pick<AppContext, 'configs'>): Promise<VisitorPreview> {
  return visitorPreviewOf(await ctx.configs.active());
}
