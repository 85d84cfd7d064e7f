// When each block of a server-rendered page hydrates (blocks/define-block.ts `hydrate`), decided by
// the server with the full registry: the layout entry's own `hydrate` (or its container's), else the
// block's choice for its props on this page, else at load.
import type { SiteConfig } from '../schemas/config/site-config';
import type { HydrationMode } from '../schemas/config/layout';
import { blockRegistry } from '../blocks/registry';
import type { BlockDefinition } from '../blocks/define-block';
import type { RenderSink } from '../src/ssr/render-sink';

const blocks = blockRegistry as unknown as Record<string, BlockDefinition | undefined>;

export function islandPlan(config: SiteConfig, onError: (type: string, error: unknown) => void): RenderSink['hydrationOf'] {
  return ({ type, props, override }, page): HydrationMode => {
    if (override) return override;
    const hydrate = blocks[type]?.hydrate;
    if (typeof hydrate !== 'function') return hydrate ?? 'load';
    try {
      return hydrate(props as never, { ...page, config });
    } catch (error) {
      onError(type, error);
      return 'load'; // when in doubt, the block works as it always did
    }
  };
}
