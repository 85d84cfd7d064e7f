// Server only (app/entry-server.tsx): the markup of `never` blocks, kept between renders. Such a
// block is, in a visitor's browser, only the HTML the server sent, yet every page the page cache
// does not hold rendered it again: most of the home page's server CPU. So its inner HTML is kept,
// keyed by what it renders from besides its data (configuration, server texts, language, theme,
// page, layout path), and used again while the API answers it read hash the same. The styles its
// classes name go into the page's style tags as if it had rendered, and the SEO texts it named are
// named again. A kept block is at most MAX_AGE_MS old, so nothing outside those inputs (a clock)
// stays on a page longer than that.
import { createHash } from 'node:crypto';
import type { ServerStyleSheet } from 'styled-components';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { PageContextValue } from '../routes/page-context';
import type { PageMeta } from '../seo/page-meta';
import type { RenderSink } from './render-sink';
import { STATIC_BLOCK_ATTRIBUTE } from './static-islands';
import { addKeptStyles, stylesOfMarkup } from './server-style-sheet';

/** Blocks kept at most, their markup's size at most, and how long each is used. */
export const KEPT_FRAGMENTS = { maxEntries: 2000, maxChars: 16 * 1024 * 1024, maxAgeMs: 10 * 60_000 };

interface KeptFragment {
  html: string;
  /** The SWR keys the block read, and a hash of their answers then. */
  dataKeys: readonly string[];
  dataHash: string;
  /** The kept styles its markup uses (server-style-sheet.ts). */
  styles: readonly string[];
  pageMeta: PageMeta | null;
  storedAt: number;
}

const kept = new Map<string, KeptFragment>();
let keptChars = 0;

function drop(key: string) {
  const fragment = kept.get(key);
  if (!fragment) return;
  kept.delete(key);
  keptChars -= fragment.html.length;
}

function store(key: string, fragment: KeptFragment) {
  drop(key);
  kept.set(key, fragment);
  keptChars += fragment.html.length;
  // The oldest first: Map keeps insertion order, and a block used again is stored again.
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_FRAGMENTS.maxEntries && keptChars <= KEPT_FRAGMENTS.maxChars) break;
    drop(oldest);
  }
}

const hash = (text: string) => createHash('sha1').update(text).digest('base64url');

const configHashes = new WeakMap<SiteConfig, string>();
const configHash = (config: SiteConfig) => {
  let found = configHashes.get(config);
  if (found === undefined) configHashes.set(config, (found = hash(JSON.stringify(config))));
  return found;
};

/** What one render of a page's blocks starts from, besides each block's data. */
export interface FragmentScope {
  config: SiteConfig;
  /** The server texts and language names the page renders with. */
  texts: unknown;
  locale: string;
  theme: string | null;
}

/** The render sink a recorded block renders with: the page's, noting what the block read and named. */
interface BlockRecord {
  path: string;
  key: string;
  dataKeys: Set<string>;
  pageMeta: PageMeta | null;
  dataHash?: string;
}

export interface FragmentSession {
  /** Blocks this render took from the kept ones. */
  readonly reused: number;
  /**
   * The kept inner HTML of the `never` block at `path`, its styles added to the page's sheet and
   * the block reported to the page's sink (with the SEO texts it named); null when it has to
   * render (then `record` it).
   */
  reuse(path: string, type: string, page: PageContextValue, sink: RenderSink): string | null;
  /** The sink a rendering `never` block gets: it notes the data the block reads and the texts it names. */
  record(path: string, page: PageContextValue, sink: RenderSink): RenderSink;
  /** After the render, while the page still holds every answer it loaded: hashes what each block read. */
  seal(): void;
  /** With the page's body: keeps each recorded block's markup. */
  keep(body: string): void;
}

const dataHashOf = (keys: Iterable<string>, data: Readonly<Record<string, unknown>>): string | null => {
  const answers: unknown[] = [];
  for (const key of keys) {
    if (!(key in data)) return null; // failed to load: such a page is not kept, nor its blocks
    answers.push(key, data[key]);
  }
  return hash(JSON.stringify(answers));
};

/** The inner HTML of the element marked as the `never` block at `path`, if the body has it once. */
export function innerHtmlOf(body: string, path: string): string | null {
  const mark = ` ${STATIC_BLOCK_ATTRIBUTE}="${path}"`;
  const at = body.indexOf(mark);
  if (at < 0 || body.includes(mark, at + mark.length)) return null;
  const tag = /^<([a-z][a-z0-9]*)/.exec(body.slice(body.lastIndexOf('<', at), at))?.[1];
  const start = body.indexOf('>', at) + 1;
  if (!tag || start === 0) return null;
  // React escapes `<` in text and attributes, so every `<tag` and `</tag` here is an element.
  const tags = new RegExp(`<(/?)${tag}(?=[\\s/>])`, 'g');
  tags.lastIndex = start;
  let depth = 1;
  for (let found = tags.exec(body); found; found = tags.exec(body)) {
    depth += found[1] ? -1 : 1;
    if (depth === 0) return body.slice(start, found.index);
  }
  return null;
}

/**
 * One render pass's use of the kept blocks. `data` is the page's loaded answers by SWR key, `sheet`
 * the pass's style sheet.
 */
export function fragmentSession(scope: FragmentScope, data: Readonly<Record<string, unknown>>, sheet: ServerStyleSheet, now = Date.now()): FragmentSession {
  const scopeKey = hash(JSON.stringify([configHash(scope.config), scope.texts, scope.locale, scope.theme]));
  const keyOf = (path: string, page: PageContextValue) => JSON.stringify([scopeKey, path, page.site, page.params, page.query.toString()]);
  const records = new Map<string, BlockRecord>();
  let sealed = false;
  let reused = 0;

  return {
    get reused() {
      return reused;
    },
    reuse(path, type, page, sink) {
      const key = keyOf(path, page);
      const fragment = kept.get(key);
      if (!fragment) return null;
      if (now - fragment.storedAt > KEPT_FRAGMENTS.maxAgeMs || dataHashOf(fragment.dataKeys, data) !== fragment.dataHash || !addKeptStyles(sheet, fragment.styles)) {
        drop(key);
        return null;
      }
      reused += 1;
      sink.addBlock(type, path, 'never');
      if (fragment.pageMeta) sink.setPageMeta(fragment.pageMeta);
      return fragment.html;
    },
    record(path, page, sink) {
      const record: BlockRecord = { path, key: keyOf(path, page), dataKeys: new Set(), pageMeta: null };
      records.set(path, record);
      return {
        ...sink,
        get site() {
          return sink.site;
        },
        get pageMeta() {
          return sink.pageMeta;
        },
        setPageMeta(meta) {
          record.pageMeta = meta;
          sink.setPageMeta(meta);
        },
        noteData(key) {
          record.dataKeys.add(key);
        },
      };
    },
    seal() {
      sealed = true;
      for (const record of records.values()) {
        const dataHash = dataHashOf(record.dataKeys, data);
        if (dataHash === null) records.delete(record.path);
        else record.dataHash = dataHash;
      }
    },
    keep(body) {
      if (!sealed) return;
      for (const record of records.values()) {
        const html = innerHtmlOf(body, record.path);
        if (html === null || record.dataHash === undefined) continue;
        store(record.key, { html, dataKeys: [...record.dataKeys], dataHash: record.dataHash, styles: stylesOfMarkup(html), pageMeta: record.pageMeta, storedAt: now });
      }
    },
  };
}

/** How many blocks are kept (tests). */
export const keptFragmentCount = () => kept.size;

/** Forgets every kept block (tests). */
export function clearKeptFragments() {
  kept.clear();
  keptChars = 0;
}
