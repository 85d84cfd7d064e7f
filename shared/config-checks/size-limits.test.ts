// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configWith, defaultSiteConfig } from '../../tests/setup/site-config-fixtures';
import type { LayoutEntry } from '../../schemas/config/site-config';
import { checkSizeLimits, MAX_BLOCKS_PER_SITE, MAX_DOCUMENT_BYTES } from './size-limits';

/** `count` headlines, half of them nested in a container (nesting does not hide blocks from the count). */
const headlines = (count: number, text = (i: number) => `Headline ${i}`): LayoutEntry[] => {
  const flat = Array.from({ length: Math.ceil(count / 2) }, (_, i) => ({ type: 'headline', id: `h${i}`, props: { text: text(i) } }));
  const nested = Array.from({ length: Math.floor(count / 2) }, (_, i) => ({ type: 'headline', id: `n${i}`, props: { text: `Nested ${i}` } }));
  return [...flat, { type: 'container', id: 'box', blocks: nested }];
};

describe('size limits', () => {
  it('leaves the shipped configuration far below both limits', () => {
    expect(checkSizeLimits(defaultSiteConfig)).toEqual([]);
    expect(JSON.stringify(defaultSiteConfig).length).toBeLessThan(MAX_DOCUMENT_BYTES / 4);
  });

  it('refuses a home page with 500 blocks, at its path', () => {
    const config = configWith((c) => (c.ui.sites.homesite!.containers = headlines(500)));
    expect(checkSizeLimits(config)).toEqual([
      { path: '/ui/sites/homesite/containers', message: `homesite has 500 blocks; a site may have at most ${MAX_BLOCKS_PER_SITE}`, severity: 'error', check: 'size' },
    ]);
  });

  it('allows exactly the limit', () => {
    expect(checkSizeLimits(configWith((c) => (c.ui.sites.homesite!.containers = headlines(MAX_BLOCKS_PER_SITE))))).toEqual([]);
    expect(checkSizeLimits(configWith((c) => (c.ui.sites.homesite!.containers = headlines(MAX_BLOCKS_PER_SITE + 1))))).toHaveLength(1);
  });

  it('refuses a document over the byte limit, measured as compact UTF-8', () => {
    // 30 texts of 10,000 ü: 300,000 characters but 600,000 bytes, so only a UTF-8 measure refuses it.
    const big = configWith((c) => {
      c.ui.sites.homesite!.containers = headlines(MAX_BLOCKS_PER_SITE, () => 'ü'.repeat(10_000));
    });
    const issues = checkSizeLimits(big);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: '', severity: 'error', check: 'size' });
    expect(issues[0]!.message).toMatch(/^the configuration is \d+\.\d KiB as compact JSON; the limit is 512\.0 KiB$/);
  });
});
