// Every block says when it hydrates (islands, issue 13), and the ones that decide per page decide by
// what the visitor would otherwise miss: a rotating random list, a carousel with more than one
// slide, a search field. Update cards' hover clips are not among them: they run without React.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../schemas/config/site-config';
import { HYDRATION_MODES, type BlockDefinition, type BlockPage, type HydrationMode } from './define-block';
import { blockRegistry, getBlock } from './registry';

const config = JSON.parse(readFileSync('site-configs/default.json', 'utf8')) as SiteConfig;
const youthProtection: SiteConfig = { ...config, core: { ...config.core, fsk12: { ...config.core.fsk12, enableGlobalFsk12Mode: true } } };
const pageOf = (site: BlockPage['site'], siteConfig: SiteConfig = config): BlockPage => ({ site, params: {}, query: new URLSearchParams(), config: siteConfig });
const home = pageOf('home');

const definitions = Object.entries(blockRegistry) as unknown as [string, BlockDefinition][];
const folderOf = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The mode a block gets with `props` over its defaults on `page`. */
function modeOf(type: string, props: Record<string, unknown> = {}, page: BlockPage = home): HydrationMode {
  const definition = getBlock(type)!;
  const { hydrate } = definition;
  if (typeof hydrate !== 'function') return hydrate!;
  return hydrate({ ...(definition.defaults as Record<string, unknown>), ...props } as never, page);
}

/** Code that only works once hydrated: handlers, effects, state, timers. */
const BROWSER_CODE = /\bon(Click|Submit|Change|Input|KeyDown|MouseEnter|MouseLeave|PointerEnter|PointerLeave|Play|Ended)=|\buse(Effect|LayoutEffect|State|Reducer)\(|\bset(Interval|Timeout)\(/;

/** The block's own code (component and helpers, not its tests, stories or definition). */
const sourceOf = (type: string) =>
  readdirSync(`blocks/${folderOf(type)}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && file !== 'index.ts')
    .map((file) => readFileSync(`blocks/${folderOf(type)}/${file}`, 'utf8'))
    .join('\n');

describe('block hydration', () => {
  it.each(definitions)('%s declares when it hydrates, explicitly', (type, definition) => {
    expect(Object.hasOwn(definition, 'hydrate'), `${type} relies on the default`).toBe(true);
    for (const page of [home, pageOf('home', youthProtection)]) expect(HYDRATION_MODES).toContain(modeOf(type, {}, page));
  });

  it.each(definitions.filter(([type]) => modeOf(type) === 'never'))('%s, which never hydrates, has no handler, effect or timer of its own', (type) => {
    expect(sourceOf(type)).not.toMatch(BROWSER_CODE);
  });

  it.each(definitions.filter(([type]) => /\bonSubmit=/.test(sourceOf(type))))('%s, a form, hydrates with the page', (type) => {
    expect(modeOf(type)).toBe('load');
  });

  it('a random list hydrates to rotate; the same list from a fixed source keeps its server HTML', () => {
    expect(modeOf('modelList', { source: 'random' })).not.toBe('never');
    expect(modeOf('modelList', { source: 'recent' })).toBe('never');
    expect(modeOf('modelList', { source: 'mostRated' })).toBe('never');
    // Update cards' clips need no hydration, with or without youth protection: only rotation does.
    for (const page of [home, pageOf('home', youthProtection)]) {
      expect(modeOf('updateList', { source: 'randomVideos' }, page)).not.toBe('never');
      expect(modeOf('updateList', { source: 'recentVideos' }, page)).toBe('never');
    }
  });

  it('update cards play their hover clips without hydrating, so the blocks showing them keep their server HTML', () => {
    // The card runs nothing in the browser: src/ui/hover-preview.ts plays every card's clip.
    expect(readFileSync('src/ui/update-card.tsx', 'utf8')).not.toMatch(BROWSER_CODE);
    for (const page of [home, pageOf('home', youthProtection)]) {
      for (const type of ['updateList', 'placeDetail', 'channelDetail']) expect(modeOf(type, {}, page)).toBe('never');
      expect(modeOf('searchResults', { showInput: false }, page)).toBe('never');
    }
  });

  it('a ticking clock hydrates, but only once it is near the viewport', () => {
    for (const [type] of definitions.filter(([type]) => /\bsetInterval\(/.test(sourceOf(type)))) expect(modeOf(type)).toBe('visible');
  });

  it('a slider with one slide is a picture; with more it is a carousel from the start', () => {
    const [first, second] = (getBlock('slider')!.defaults as { slides: unknown[] }).slides;
    expect(modeOf('slider', { slides: [first] })).toBe('never');
    expect(modeOf('slider', { slides: [first, second] })).toBe('load');
  });

  it('search results with a search field hydrate with the page', () => {
    expect(modeOf('searchResults', { showInput: true })).toBe('load');
    expect(modeOf('searchResults', { showInput: false }, pageOf('search'))).toBe('never');
  });
});
