// What the server hands the client with a rendered page: the state it rendered with, so the client
// starts synchronously from the same state and hydrates instead of fetching and rendering again.
import type { SiteConfig } from '../../schemas/config/site-config';
import type { PageMeta } from '../seo/page-meta';
import type { Messages } from '@lingui/core';
import type { HydrationMode } from '../../schemas/config/layout';

export const BOOT_SNAPSHOT_ID = '__SSR_DATA__';

export interface BootSnapshot {
  /** The live configuration the page was rendered with (previews are rendered by the client). */
  config: SiteConfig;
  /**
   * The content version of `config`. When set, the page's script leaves the configuration out (the
   * same for every page, about 30 KB) and the browser asks `/api/settings?v=<version>` for it, an
   * answer it keeps for good (app/main.tsx).
   */
  configVersion?: string;
  /** Translate code of the page's language, e.g. de_DE. */
  locale: string;
  /** The server's texts for that locale (and English), compiled: the messages they change in the interface catalog. */
  serverMessages?: Messages;
  /** Locale names by translate code from the server's locale records (the language menu). */
  localeNames?: Record<string, string>;
  /** Theme id from the visitor's cookie, or null for the configuration's default. */
  theme: string | null;
  /** The page's SEO texts named by its blocks (model, video, post...). */
  pageMeta: PageMeta | null;
  /** SWR data by serialized key: everything the page's hooks asked for. */
  fallback: Record<string, unknown>;
  /** Types of the blocks that hydrate at load: their code is loaded before hydrating. */
  blocks: string[];
  /** How many blocks hydrate at load: the app waits for all of them before changing state. */
  blockCount: number;
  /** Islands: layout paths of the blocks that hydrate later or never (src/ssr/islands.ts). */
  islands?: Record<string, HydrationMode>;
}

/**
 * JSON for a `<script type="application/json">`: `<` is escaped so no text in the data (a
 * `</script>` in a post, say) can end the element early; U+2028/9 for old JSON-in-JS readers.
 */
export function serializeBootSnapshot(snapshot: BootSnapshot): string {
  const sent: SentBootSnapshot = snapshot.configVersion ? { ...snapshot, config: undefined } : snapshot;
  return JSON.stringify(sent).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function bootSnapshotScript(snapshot: BootSnapshot): string {
  return `<script type="application/json" id="${BOOT_SNAPSHOT_ID}">${serializeBootSnapshot(snapshot)}</script>`;
}

/** The snapshot as the page carries it: without the configuration when it names its version. */
export type SentBootSnapshot = Omit<BootSnapshot, 'config'> & { config?: SiteConfig };

/** The snapshot of a server-rendered page, or null for a page the client renders alone. */
export function readBootSnapshot(doc: Document): SentBootSnapshot | null {
  const text = doc.getElementById(BOOT_SNAPSHOT_ID)?.textContent;
  if (!text) return null;
  try {
    const snapshot = JSON.parse(text) as SentBootSnapshot;
    const configured = !!snapshot?.config || typeof snapshot?.configVersion === 'string';
    return snapshot && typeof snapshot === 'object' && configured && typeof snapshot.locale === 'string' ? snapshot : null;
  } catch (error) {
    console.warn('The server data of this page is unreadable; rendering in the browser.', error);
    return null;
  }
}
