// @vitest-environment node
// Every text a visitor reads from a site configuration is written in the four built-in languages:
// the operator's own texts and the block defaults a layout leaves in place. Strings that are not
// texts (ids, addresses, colours, codes) are named below by their key.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../schemas/config/core';
import type { SiteConfig } from '../../schemas/config/site-config';
import { clientRegistry, getBlock } from '../../blocks/client-registry';

const CONFIG_DIR = path.resolve(__dirname, '../../site-configs');

/** Keys whose string values (or arrays of them) are not texts a visitor reads. */
const NOT_TEXT_KEYS = new Set([
  // references and identifiers
  '$schema', 'id', 'type', 'provider', 'adapter', 'code', 'icon', 'page', 'source', 'includeChannels', 'excludeChannels',
  // addresses
  'href', 'buttonLink', 'moreLink', 'menuLink', 'backendUrl', 'contentServerUrl', 'siteUrl', 'alternatePath', 'facebook', 'twitter', 'instagram', 'email', 'supportEmail',
  // the brand, the same in every language
  'siteName',
  // locale codes, theme ids and modes, layout choices
  'default', 'available', 'mode', 'orientation', 'align', 'variant', 'sort', 'contentType', 'ratio', 'hideOn',
  // colours, logo files and operator code
  'colors', 'logos', 'customJS', 'customCSS',
]);
/** Image sets are keyed by width (`"620": "/media/…"`). */
const isWidthKey = (key: string) => /^\d+$/.test(key);
const isLocaleMap = (value: object) => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^[a-z]{2}_[A-Z]{2}$/.test(key));
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Problems of one value at a JSON pointer; `key` is the property it sits under (arrays keep their parent's). */
function textProblems(value: Json | undefined, pointer: string, key: string): string[] {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return [];
  if (NOT_TEXT_KEYS.has(key) || isWidthKey(key)) return [];
  if (typeof value === 'string') return [`${pointer}: "${value.slice(0, 40)}" is one text for every language`];
  if (Array.isArray(value)) return value.flatMap((item, index) => textProblems(item, `${pointer}/${index}`, key));
  if (isLocaleMap(value)) {
    return LOCALE_CODES.filter((code) => typeof value[code] !== 'string' || (value[code] as string).trim() === '').map(
      (code) => `${pointer}: has no ${code} text`,
    );
  }
  return Object.entries(value).flatMap(([child, item]) => textProblems(item, `${pointer}/${child}`, child));
}

/** A layout entry as the page renders it: the block's defaults under the configured props. */
function entryProblems(entry: Json, pointer: string): string[] {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return [];
  const { type, props, blocks } = entry as { type?: string; props?: Json; blocks?: Json[] };
  const nested = (blocks ?? []).flatMap((child, index) => entryProblems(child, `${pointer}/blocks/${index}`));
  if (type === 'container') return nested;
  const defaults = (type && getBlock(type)?.defaults) ?? {};
  const effective = { ...(defaults as Record<string, Json>), ...((props as Record<string, Json> | undefined) ?? {}) };
  return [...textProblems(effective, `${pointer}/props`, 'props'), ...nested];
}

function configTextProblems(config: SiteConfig): string[] {
  const { sites, ...ui } = config.ui;
  const layoutProblems = Object.entries(sites).flatMap(([site, layout]) =>
    ((layout?.containers ?? []) as unknown as Json[]).flatMap((entry, index) => entryProblems(entry, `/ui/sites/${site}/containers/${index}`)),
  );
  return [
    ...textProblems(config.core as unknown as Json, '/core', 'core'),
    ...textProblems(ui as unknown as Json, '/ui', 'ui'),
    ...layoutProblems,
  ];
}

const files = readdirSync(CONFIG_DIR).filter((file) => file.endsWith('.json'));
const load = (file: string) => JSON.parse(readFileSync(path.join(CONFIG_DIR, file), 'utf8')) as SiteConfig;

describe('visitor texts of the site configurations', () => {
  it('finds the four configurations', () => {
    expect(files).toEqual(expect.arrayContaining(['default.json', 'dark.json', 'youth-protection.json', 'about-enabled.json']));
  });

  it.each(files)('%s: every visitor text is written in en_US, de_DE, fr_FR and es_ES', (file) => {
    expect(configTextProblems(load(file))).toEqual([]);
  });

  it('names the JSON path of a text left in one language or missing a language', () => {
    const config = load('default.json');
    config.ui.static.headerSlogan = 'Only English';
    config.core.seo.siteDescription = { en_US: 'Only English', de_DE: 'Nur Deutsch' };
    config.ui.sites.homesite!.containers[0] = { type: 'headline', props: { text: 'Hello' } } as never;
    config.ui.sites.aboutsite = { containers: [{ type: 'container', blocks: [{ type: 'slider', props: { slides: [{ title: 'Hi', text: { en_US: 'x', de_DE: 'x', fr_FR: 'x', es_ES: ' ' } }] } }] }] } as never;
    expect(configTextProblems(config)).toEqual([
      '/core/seo/siteDescription: has no fr_FR text',
      '/core/seo/siteDescription: has no es_ES text',
      '/ui/static/headerSlogan: "Only English" is one text for every language',
      '/ui/sites/homesite/containers/0/props/text: "Hello" is one text for every language',
      '/ui/sites/aboutsite/containers/0/blocks/0/props/slides/0/title: "Hi" is one text for every language',
      '/ui/sites/aboutsite/containers/0/blocks/0/props/slides/0/text: has no es_ES text',
    ]);
  });

  it.each(Object.keys(clientRegistry))('the %s block’s defaults are written in the four languages', (type) => {
    expect(textProblems(clientRegistry[type]!.defaults as Json, `/${type}/defaults`, 'defaults')).toEqual([]);
  });
});
