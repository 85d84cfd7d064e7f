// What the islands tests read off a page: its boot snapshot (which block hydrates when), the built
// client's chunk of each block (CLIENT_DIR/.vite/manifest.json), the scripts the page asked for and
// when, and console messages about hydration, all from the first request on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { unstable_serialize } from 'swr';
import { blockRegistry } from '../../blocks/registry';
import type { BlockDefinition, BlockPage } from '../../blocks/define-block';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { HydrationMode, LayoutEntry } from '../../schemas/config/layout';
import type { BootSnapshot } from '../../src/ssr/boot-snapshot';
import { apiSwrKey } from '../../src/api/use-api';

/** The page's boot snapshot, with the configuration it names by version (asked for as the app does). */
export const readSnapshot = (page: Page): Promise<BootSnapshot> =>
  page.evaluate(async () => {
    const snapshot = JSON.parse(document.getElementById('__SSR_DATA__')!.textContent!) as BootSnapshot;
    if (snapshot.config || !snapshot.configVersion) return snapshot;
    const answer = (await (await fetch(`/api/settings?v=${snapshot.configVersion}`)).json()) as { data: { config: BootSnapshot['config']; version: string } };
    if (answer.data.version !== snapshot.configVersion) throw new Error('the configuration changed while the test ran');
    return { ...snapshot, config: answer.data.config };
  });

/** The layout entry at a JSON pointer of the configuration (`/ui/sites/homesite/containers/3`). */
export const entryAt = (config: SiteConfig, path: string): LayoutEntry =>
  path
    .split('/')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], config) as LayoutEntry;

/** Every block entry of a layout with its path, in page order (containers flattened). */
export function blockEntries(config: SiteConfig, site: string): Array<{ path: string; entry: LayoutEntry }> {
  const out: Array<{ path: string; entry: LayoutEntry }> = [];
  const walk = (entries: readonly LayoutEntry[], base: string) =>
    entries.forEach((entry, index) => {
      const path = `${base}/${index}`;
      if ('blocks' in entry && Array.isArray(entry.blocks)) walk(entry.blocks, `${path}/blocks`);
      else out.push({ path, entry });
    });
  const layout = (config.ui.sites as Record<string, { containers: LayoutEntry[] } | undefined>)[`${site}site`];
  walk(layout?.containers ?? [], `/ui/sites/${site}site/containers`);
  return out;
}

/** Each block type of the page with the modes its entries hydrate in (`blocks` all hydrate at load). */
export function modesByType(snapshot: BootSnapshot): Map<string, Set<HydrationMode>> {
  const modes = new Map<string, Set<HydrationMode>>();
  const add = (type: string, mode: HydrationMode) => modes.set(type, (modes.get(type) ?? new Set()).add(mode));
  for (const type of snapshot.blocks) add(type, 'load');
  for (const [path, mode] of Object.entries(snapshot.islands ?? {})) add(entryAt(snapshot.config, path).type, mode);
  return modes;
}

/** Types all of whose entries on the page never hydrate. */
export const neverOnly = (snapshot: BootSnapshot) =>
  [...modesByType(snapshot)].filter(([, modes]) => modes.size === 1 && modes.has('never')).map(([type]) => type);

const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';
let manifest: Record<string, { file: string; isDynamicEntry?: boolean }> | undefined;

/** The script files of a block's own code: the chunks of its folder (`videoDetail` -> blocks/video-detail/). */
export function chunksOf(type: string): string[] {
  manifest ??= JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as NonNullable<typeof manifest>;
  const folder = `blocks/${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}/`;
  const files = Object.entries(manifest)
    .filter(([key, chunk]) => key.startsWith(folder) && chunk.isDynamicEntry)
    .map(([, chunk]) => `/${chunk.file}`);
  if (!files.length) throw new Error(`no chunk of block ${type} in ${CLIENT_DIR}/.vite/manifest.json`);
  return files;
}

const blocks = blockRegistry as unknown as Record<string, BlockDefinition | undefined>;

/** The boot snapshot keys (serialized SWR keys) a layout entry declares, as the server computes them. */
export function declaredKeys(entry: LayoutEntry, page: BlockPage, locale: string): string[] {
  const definition = blocks[entry.type];
  const props = { ...(definition?.defaults as Record<string, unknown>), ...((entry.props ?? {}) as Record<string, unknown>) };
  return (definition?.data?.(props as never, page) ?? []).flatMap(([kind, key]) => (key ? [unstable_serialize(apiSwrKey(kind, key, locale))] : []));
}

/** Console errors or warnings and uncaught errors that speak of hydration (React 19's #418, #422, #423, #425). */
export const HYDRATION_PROBLEM = /hydrat|mismatch|react\.dev\/errors\/(418|422|423|425)\b|React error #(418|422|423|425)\b/i;

export interface Watched {
  /** Paths of the scripts the page asked for, in order. */
  scripts: string[];
  /** Console errors/warnings and page errors that mention hydration. */
  hydrationProblems: string[];
  /** Requests not yet answered. */
  pending: () => number;
}

/** Listens to a page from before its navigation (openPage's `watch`). */
export function watch(page: Page, into: Watched): void {
  let open = 0;
  into.pending = () => open;
  page.on('request', (request) => {
    open += 1;
    if (request.resourceType() === 'script') into.scripts.push(new URL(request.url()).pathname);
  });
  page.on('requestfinished', () => void (open -= 1));
  page.on('requestfailed', () => void (open -= 1));
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) into.hydrationProblems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(`${error.message} ${error.stack ?? ''}`)) into.hydrationProblems.push(`uncaught: ${error.message}`);
  });
}

export const watched = (): Watched => ({ scripts: [], hydrationProblems: [], pending: () => 0 });

/** Until nothing is in flight and no new script was asked for during `ms`. */
export async function quiet(page: Page, seen: Watched, ms = 800): Promise<void> {
  const until = Date.now() + 20_000;
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() < until) {
    if (seen.scripts.length !== last || seen.pending() > 0) {
      last = seen.scripts.length;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= ms) return;
    await page.waitForTimeout(100);
  }
}

/** Scrolls to the bottom step by step, as a reader does, so every `visible` block comes into view. */
export async function scrollToEnd(page: Page, seen: Watched): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, window.innerHeight * 0.7)) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await quiet(page, seen);
}
