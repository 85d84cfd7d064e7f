// The code of a page's blocks, loaded before the page shows. A navigation inside the app is a
// transition: while the new page waits for its blocks' code (SitePage suspends on it), the old page
// stays, with the progress bar after a moment, and the new page then comes in one piece, its blocks'
// skeletons at their size, instead of the shell with empty placeholders that the blocks push apart
// as their code arrives (a layout shift of 0.24-0.69 per click). A pointer on a link, a touch or a
// focus starts that loading before the click.
import { useEffect } from 'react';
import type { Layout, LayoutEntry } from '../schemas/config/layout';
import type { SiteConfig } from '../schemas/config/site-config';
import { siteKey, type SiteName } from '../schemas/config/sites';
import { getBlock } from '../blocks/client-registry';
import type { ClientBlock } from '../blocks/define-block';
import { isPreloaded, preloadBlocks } from '../src/ssr/preload-blocks';
import type { FallbackLayouts } from '../src/config/fallback-layouts';
import { routeOfLink, type RouteSpec } from '../shared/route-table';

/** The layout of a named site: the configuration's, else the app's fallback. */
export const layoutOfSite = (config: SiteConfig, fallback: FallbackLayouts, site: SiteName): Layout =>
  config.ui.sites[siteKey(site)] ?? fallback[siteKey(site)] ?? { containers: [] };

/** Every block definition a layout uses (inside containers too), once each. */
export function blocksOf(layout: Layout): ClientBlock[] {
  const found = new Set<ClientBlock>();
  const visit = (entries: readonly LayoutEntry[]) => {
    for (const entry of entries) {
      const children = (entry as { blocks?: unknown }).blocks;
      if (entry.type === 'container' && Array.isArray(children)) visit(children as LayoutEntry[]);
      else {
        const block = getBlock(entry.type);
        if (block) found.add(block);
      }
    }
  };
  visit(layout.containers);
  return [...found];
}

const loading = new WeakMap<Layout, Promise<void>>();

/**
 * Null when every block of the layout has its code; else the loading of what is missing (the same
 * promise for the same layout, never rejected: a block whose code fails shows its error in place).
 */
export function pageCodeReady(layout: Layout): Promise<void> | null {
  const missing = blocksOf(layout).filter((block) => !isPreloaded(block));
  if (!missing.length) return null;
  let promise = loading.get(layout);
  if (!promise) {
    promise = preloadBlocks(missing).catch((error: unknown) => console.warn('Block code could not be preloaded.', error));
    loading.set(layout, promise);
  }
  return promise;
}

/** The events that announce a click on a link. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Loads the code of the page a link leads to as soon as the visitor points at it, touches or focuses it. */
export function usePrefetchOnIntent(table: RouteSpec[], config: SiteConfig, fallback: FallbackLayouts): void {
  useEffect(() => {
    const seen = new Set<string>();
    const prefetch = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      const path = anchor.pathname;
      if (seen.has(path)) return;
      seen.add(path);
      const route = routeOfLink(table, path);
      if (route?.kind === 'site') void pageCodeReady(layoutOfSite(config, fallback, route.site));
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, prefetch, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetch, { capture: true });
    };
  }, [table, config, fallback]);
}
