// What a server render learns while rendering and needs before the page is sent: the named site it
// rendered (the 404 site answers 404), the block types on the page (their code is preloaded by the
// client) and the SEO texts the blocks name (effects do not run on the server). Only the server provides it; in the browser it is null and costs nothing.
import { createContext, useContext } from 'react';
import type { SiteName } from '../../schemas/config/sites';
import type { PageMeta } from '../seo/page-meta';

export interface RenderSink {
  readonly site: SiteName | null;
  readonly blockTypes: ReadonlySet<string>;
  /** Layout paths of the blocks rendered (each reports its hydration in the browser). */
  readonly blockPaths: ReadonlySet<string>;
  readonly pageMeta: PageMeta | null;
  setSite(site: SiteName): void;
  addBlock(type: string, path: string): void;
  setPageMeta(meta: PageMeta): void;
}

export const RenderSinkContext = createContext<RenderSink | null>(null);

export const useRenderSink = (): RenderSink | null => useContext(RenderSinkContext);

export function createRenderSink(): RenderSink {
  const blockTypes = new Set<string>();
  const blockPaths = new Set<string>();
  let pageMeta: PageMeta | null = null;
  let site: SiteName | null = null;
  return {
    blockTypes,
    blockPaths,
    get site() {
      return site;
    },
    get pageMeta() {
      return pageMeta;
    },
    setSite: (name) => {
      site = name;
    },
    addBlock: (type, path) => {
      blockTypes.add(type);
      blockPaths.add(path);
    },
    setPageMeta: (meta) => {
      pageMeta = meta;
    },
  };
}
