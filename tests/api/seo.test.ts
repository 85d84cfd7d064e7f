// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, useRealNetwork, type TestServer } from './harness';

useRealNetwork();

describe('robots.txt and sitemap.xml', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('sqlite');
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('robots.txt keeps crawlers out of the API and member pages and names the sitemap', async () => {
    const response = await fetch(`${s.url}/robots.txt`);
    const text = await response.text();
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /profile');
    // The path member files are really served under (media/signing.ts), not a near miss.
    expect(text).toContain('Disallow: /media/members/');
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });

  it('sitemap.xml lists the public pages of enabled modules and published entities only', async () => {
    const response = await fetch(`${s.url}/sitemap.xml`);
    const xml = await response.text();
    expect(response.headers.get('content-type')).toContain('application/xml');
    // Every page once per language (tests/api/languages.test.ts): the English URLs here.
    const locs = [...xml.matchAll(/<loc>([^<]+)\?hl=en<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('http://localhost:3000/');
    expect(locs).toContain('http://localhost:3000/models');
    expect(locs).not.toContain('http://localhost:3000/about'); // the about module is disabled by default
    expect(locs.some((loc) => loc.includes('/profile'))).toBe(false);
    const model = await s.ctx.db.selectFrom('models').select('perma_link').executeTakeFirstOrThrow();
    expect(locs).toContain(`http://localhost:3000/models/${model.perma_link}`);
    const future = await s.ctx.db.selectFrom('updates').select('perma_link').where('publish_date', '>', s.ctx.now()).executeTakeFirst();
    if (future) expect(locs.some((loc) => loc.endsWith(`/${future.perma_link}`))).toBe(false);
    expect(locs.filter((loc) => /\/(videos|photos|dvds)\/[^/]+$/.test(loc)).length).toBeGreaterThan(50);
  });
});
