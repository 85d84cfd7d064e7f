// What a server render learns while rendering and needs before the page is sent: the named site it
// rendered (the 404 site answers 404), the blocks on the page and when each hydrates (the client
// preloads the code of those that hydrate at load) and the SEO texts the blocks name (effects do not
// run on the server). Only the server provides it; in the browser it is null and costs nothing.
import { createContext, useContext } from 'react';
import type { SiteName } from '../../schemas/config/sites';
import type { HydrationMode } from '../../schemas/config/layout';
import type { PageMeta } from '../seo/page-meta';
import type { PageContextValue } from '../routes/page-context';

/** One block of the layout, as the server decides when it hydrates. */
export interface IslandEntry {
  type: string;
  /** The block's props, defaults merged. */
  props: Record<string, unknown>;
  /** The layout entry's own `hydrate`, else its container's. */
  override: HydrationMode | undefined;
}

/** The server's kept markup of `never` blocks (kept-fragments.ts). */
export interface KeptBlocks {
  /** The kept inner HTML of the block at `path`, reported to `sink` as rendered; null: render it. */
  reuse(path: string, type: string, page: PageContextValue, sink: RenderSink): string | null;
  /** The sink the block renders with instead, so that its markup can be kept. */
  record(path: string, page: PageContextValue, sink: RenderSink): RenderSink;
}

export interface RenderSink {
  readonly site: SiteName | null;
  /** Types of the blocks that hydrate at load: their code is preloaded. */
  readonly blockTypes: ReadonlySet<string>;
  /** Layout paths of the blocks that hydrate at load (each reports its hydration in the browser). */
  readonly blockPaths: ReadonlySet<string>;
  /** Layout paths of the blocks that hydrate later or never, with their mode. */
  readonly islands: ReadonlyMap<string, HydrationMode>;
  readonly pageMeta: PageMeta | null;
  setSite(site: SiteName): void;
  /** When this block hydrates on this page: the layout entry's choice, else the block's. */
  hydrationOf(entry: IslandEntry, page: PageContextValue): HydrationMode;
  addBlock(type: string, path: string, mode: HydrationMode): void;
  setPageMeta(meta: PageMeta): void;
  /** A detail page's JSON-LD (src/seo/page-head.tsx), written into the server's <head>. */
  readonly structuredData?: Record<string, unknown> | null;
  setStructuredData?(data: Record<string, unknown>): void;
  /** Markup of `never` blocks kept from earlier renders; absent when nothing is kept. */
  readonly keptBlocks?: KeptBlocks;
  /** A hook read this SWR key (a block being recorded for keeping notes it). */
  noteData?(key: string): void;
}

export const RenderSinkContext = createContext<RenderSink | null>(null);

export const useRenderSink = (): RenderSink | null => useContext(RenderSinkContext);

/** `hydrationOf` decides for the page; without it every block hydrates at load (a full render). */
export function createRenderSink(hydrationOf: RenderSink['hydrationOf'] = () => 'load', keptBlocks?: KeptBlocks): RenderSink {
  const blockTypes = new Set<string>();
  const blockPaths = new Set<string>();
  const islands = new Map<string, HydrationMode>();
  let pageMeta: PageMeta | null = null;
  let structuredData: Record<string, unknown> | null = null;
  let site: SiteName | null = null;
  return {
    blockTypes,
    blockPaths,
    islands,
    get site() {
      return site;
    },
    get pageMeta() {
      return pageMeta;
    },
    get structuredData() {
      return structuredData;
    },
    setStructuredData: (data) => {
      structuredData = data;
    },
    setSite: (name) => {
      site = name;
    },
    hydrationOf,
    keptBlocks,
    addBlock: (type, path, mode) => {
      if (mode !== 'load') {
        islands.set(path, mode);
        return;
      }
      blockTypes.add(type);
      blockPaths.add(path);
    },
    setPageMeta: (meta) => {
      pageMeta = meta;
    },
  };
}
