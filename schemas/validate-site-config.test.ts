// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from './validate-site-config';
import type { SiteConfig } from './config/site-config';

const load = (file: string) => JSON.parse(readFileSync(`site-configs/${file}`, 'utf8')) as SiteConfig;
const broken = (edit: (config: Record<string, any>) => void) => {
  const config = load('default.json') as unknown as Record<string, any>;
  edit(config);
  return validateSiteConfig(config);
};
const lines = (result: ReturnType<typeof validateSiteConfig>) => result.issues.map((i) => `${i.path}: ${i.message}`);

describe('site configurations', () => {
  it.each(readdirSync('site-configs').filter((f) => f.endsWith('.json')))('%s is valid', (file) => {
    const result = validateSiteConfig(load(file));
    expect(lines(result)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('default.json holds the specification defaults', () => {
    const { core, ui } = load('default.json');
    expect(core.modules.about?.disabled).toBe(true);
    expect(ui.themes.default).toBe('light');
    expect(ui.showThemeToggler).toBe(false);
    expect(core.locales).toEqual({ default: 'en_US', available: ['de_DE', 'en_US', 'es_ES', 'fr_FR'] });
    expect(core.payment.endpoints.map((e) => [typeof e.name === 'string' ? e.name : e.name.en_US, e.isActive])).toEqual([
      ['Credit Card', true],
      ['Paypal', true],
      ['Amazon Gift Card', true],
      ['Bitcoin', false],
    ]);
    expect(core.fsk12).toEqual({ enableGlobalFsk12Mode: false, hideHardcoreUpdates: false });
    const home = ui.sites.homesite!.containers.flatMap((e) => (e.type === 'container' ? e.blocks!.map((b) => b.type) : [e.type]));
    expect(home).toEqual([
      'slider', 'welcome', 'lastNextUpdate', 'slogans', 'updateList', 'updateList', 'modelList', 'modelList',
      'placeList', 'updateList', 'counterBar', 'tagCloud', 'updateCalendar', 'countdown', 'footerImage',
    ]);
  });
});

describe('operator texts', () => {
  it('may be one text for every language, as older configurations wrote them', () => {
    const result = broken((c) => {
      c.ui.static.headerSlogan = 'Experience Emotions in perfection';
      c.ui.static.ageGateText = 'Adults only.';
      c.ui.static.footerLinks = [{ label: 'Impress', href: '/impress' }];
      c.ui.themes.available[0].name = 'Light';
      c.core.payment.endpoints[0].name = 'Credit Card';
      c.core.seo = { siteName: 'Emotions', siteDescription: 'Videos', siteKeywords: 'videos', sites: { videos: { title: 'Videos', description: 'All videos' } } };
      c.core.modules.channels = { menuTitle: 'Studios' };
    });
    expect(lines(result)).toEqual([]);
  });

  it('are refused when keyed by something other than a translate code', () => {
    const result = broken((c) => (c.ui.static.headerSlogan = { english: 'Hello' }));
    expect(result.ok).toBe(false);
    expect(lines(result)).toContain('/ui/static/headerSlogan/english: unknown property "english"');
  });
});

describe('broken configurations name the JSON path and what is wrong', () => {
  const cases: Array<[string, (c: Record<string, any>) => void, string]> = [
    ['wrong prop type', (c) => (c.ui.sites.homesite.containers[0].props.autoplayMs = 'fast'), '/ui/sites/homesite/containers/0/props/autoplayMs: must be integer'],
    ['unknown block type', (c) => (c.ui.sites.homesite.containers[1].type = 'wellcome'), '/ui/sites/homesite/containers/1/type: unknown block type "wellcome"'],
    ['unknown module', (c) => (c.core.modules.shop = {}), '/core/modules/shop: unknown module "shop"'],
    ['default locale not listed', (c) => (c.core.locales.default = 'it_IT'), '/core/locales/default: default locale "it_IT" is not in /core/locales/available (de_DE, en_US, es_ES, fr_FR)'],
    ['default theme missing', (c) => (c.ui.themes.default = 'neon'), '/ui/themes/default: default theme "neon" does not exist (themes: light, dark)'],
    ['number below minimum in a nested container', (c) => (c.ui.sites.homesite.containers[11].blocks[0].props.limit = 0), '/ui/sites/homesite/containers/11/blocks/0/props/limit: must be >= 1'],
    ['value outside an enum', (c) => (c.ui.sites.homesite.containers[2].props.contentType = 'movie'), '/ui/sites/homesite/containers/2/props/contentType: must be one of "all", "video", "photo", "dvd"'],
    ['typo in a block prop', (c) => (c.ui.sites.homesite.containers[3].props.colour = 'red'), '/ui/sites/homesite/containers/3/props/colour: unknown property "colour"'],
    ['required field missing', (c) => delete c.core.deployment.siteName, '/core/deployment/siteName: is required'],
    ['unknown site', (c) => (c.ui.sites.shopsite = { containers: [] }), '/ui/sites/shopsite: unknown site "shopsite"'],
    ['bad colour', (c) => (c.ui.themes.available[0].colors.primary = 'pink'), '/ui/themes/available/0/colors/primary: must match pattern "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"'],
    ['duplicate entry id', (c) => (c.ui.sites.homesite.containers[1].id = 'home-slider'), '/ui/sites/homesite/containers/1/id: duplicate id "home-slider" (first at /ui/sites/homesite/containers/0)'],
    ['container without blocks', (c) => delete c.ui.sites.homesite.containers[11].blocks, '/ui/sites/homesite/containers/11/blocks: is required'],
    ['payment provider unknown', (c) => (c.core.payment.endpoints[0].provider = 'cash'), '/core/payment/endpoints/0/provider: must be one of "epochCreditCard", "epochPaypal", "bitcoin", "amazonVoucher"'],
    ['external link where a same-site path is required', (c) => (c.ui.sites.homesite.containers[4].props.moreLink = 'https://elsewhere.example'), '/ui/sites/homesite/containers/4/props/moreLink: must match pattern "^/"'],
  ];

  it.each(cases)('%s', (_name, edit, expected) => {
    const result = broken(edit);
    expect(result.ok).toBe(false);
    expect(lines(result)).toContain(expected);
  });

  it('reports every mistake at once, not only the first', () => {
    const result = broken((c) => {
      c.ui.sites.homesite.containers[0].props.autoplayMs = 'fast';
      c.core.modules.shop = {};
      c.ui.themes.default = 'neon';
    });
    expect(result.issues).toHaveLength(3);
  });
});
