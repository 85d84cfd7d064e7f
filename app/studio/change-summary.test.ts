// The publish review's change list on the shipped configuration, edited as an operator would.
import { describe, expect, it } from 'vitest';
import defaultConfig from '../../site-configs/default.json';
import type { SiteConfig } from '../../schemas/config/site-config';
import { describeFieldPath, pageLosses, summarizeChange } from './change-summary';

const base = () => structuredClone(defaultConfig) as unknown as SiteConfig;
const home = (config: SiteConfig) => config.ui.sites.homesite!.containers;

const image = (name: string) => ({ '620': `/media/public/img/${name}-620.jpg`, '960': `/media/public/img/${name}-960.jpg` });
const slides = () => [
  { title: { en_US: 'Girls only', de_DE: 'Nur Frauen' }, image: image('slide-1'), buttonLink: '/signup' },
  { title: { en_US: 'Exclusive', de_DE: 'Exklusiv' }, image: image('slide-2'), buttonLink: '/signup' },
];

describe('summarizeChange', () => {
  it('reports nothing for the same configuration', () => {
    expect(summarizeChange(base(), base())).toEqual([]);
  });

  it('reports a countdown added to home with its page, type and position', () => {
    const after = base();
    home(after).unshift({ type: 'countdown', id: 'sale-countdown', props: {} });
    expect(summarizeChange(base(), after)).toEqual([{ kind: 'block_added', page: 'home', blockType: 'countdown', index: 0, id: 'sale-countdown' }]);
  });

  it('reports one changed slide image, not the whole slides array', () => {
    const before = base();
    home(before)[0]!.props = { slides: slides() };
    const after = structuredClone(before);
    const edited = (home(after)[0]!.props as { slides: ReturnType<typeof slides> }).slides;
    edited[1]!.image = image('new-slide');
    edited[0]!.title.de_DE = 'Nur für Frauen';
    const items = summarizeChange(before, after);
    // The image (every width) is one field; a language of a text is one field.
    expect(items).toEqual([
      { kind: 'prop_changed', page: 'home', blockType: 'slider', index: 0, id: 'home-slider', path: ['slides', 0, 'title', 'de_DE'] },
      { kind: 'prop_changed', page: 'home', blockType: 'slider', index: 0, id: 'home-slider', path: ['slides', 1, 'image'] },
    ]);
    expect(describeFieldPath(['slides', 1, 'image'])).toBe('slide 2 image');
    expect(describeFieldPath(['slides', 0, 'title', 'de_DE'])).toBe('slide 1 title (de_DE)');
    expect(describeFieldPath(['categories', 2])).toBe('category 3');
  });

  it('compares props over the block defaults, so writing a default out is no change', () => {
    const after = base();
    home(after)[0]!.props = { slides: slides() };
    const defaultsOf = (type: string) => (type === 'slider' ? { slides: slides() } : undefined);
    expect(summarizeChange(base(), after, { defaultsOf })).toEqual([]);
  });

  it('reports a moved block once (the counter bar above the slider), not every block it passed', () => {
    const after = base();
    const blocks = home(after);
    const at = blocks.findIndex((entry) => entry.type === 'counterBar');
    blocks.unshift(blocks.splice(at, 1)[0]!);
    const items = summarizeChange(base(), after);
    expect(items).toEqual([{ kind: 'block_moved', page: 'home', blockType: 'counterBar', from: at, index: 0, id: 'counter-bar' }]);
  });

  it('reports removed blocks inside containers and settings field by field', () => {
    const after = base();
    const discover = home(after).find((entry) => entry.type === 'container')!;
    discover.blocks = discover.blocks!.filter((block) => block.type !== 'tagCloud');
    after.ui.static.headerSlogan = 'Summer sale';
    after.ui.themes.available[0]!.colors.primary = '#123456';
    const items = summarizeChange(base(), after);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'block_removed', page: 'home', blockType: 'tagCloud' }),
      { kind: 'setting_changed', path: ['ui', 'themes', 'available', 0, 'colors', 'primary'] },
      { kind: 'setting_changed', path: ['ui', 'static', 'headerSlogan'] },
    ]);
  });
});

describe('pageLosses', () => {
  it('names a page that became empty, and one that lost more than half its blocks', () => {
    const after = base();
    after.ui.sites.homesite!.containers = [];
    after.ui.sites.contactsite!.containers = after.ui.sites.contactsite!.containers.slice(0, 1);
    expect(pageLosses(base(), after)).toEqual([
      { page: 'home', before: 15, after: 0 },
      { page: 'contact', before: 3, after: 1 },
    ]);
  });

  it('lets small removals and moves through', () => {
    const after = base();
    home(after).splice(0, 3);
    after.ui.sites.contactsite!.containers.pop();
    expect(pageLosses(base(), after)).toEqual([]);
  });

  it('counts a whole page layout removed as emptied', () => {
    const after = base();
    delete after.ui.sites.aboutsite;
    expect(pageLosses(base(), after)).toEqual([{ page: 'about', before: 3, after: 0 }]);
  });
});

describe('summarizeChange on an emptied page', () => {
  it('counts the blocks removed, not the containers that grouped them', () => {
    const after = base();
    after.ui.sites.homesite!.containers = [];
    const items = summarizeChange(base(), after);
    expect(items).toHaveLength(15);
    expect(items.every((item) => item.kind === 'block_removed' && item.page === 'home' && item.blockType !== 'container')).toBe(true);
  });
});
