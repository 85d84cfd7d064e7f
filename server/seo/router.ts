// robots.txt and sitemap.xml for search engines: the public pages of the enabled modules, with
// the entities' own pages, built from the active configuration and the database. The sitemap lists
// every page once per language, at its language URL (`?hl=de`), each entry with the alternates of
// all languages and x-default (the form Google documents for localized versions in a sitemap).
import { Router } from 'express';
import type { AppContext } from '../context';
import { buildRouteTable, isModuleEnabled } from '../../shared/route-table';
import { visibleUpdates, type ContentType } from '../queries/visible-updates';
import { languageUrl, siteBaseOf } from '../../shared/language-url';
import { bcp47Of } from '../../shared/locales';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** Entity pages in the sitemap, newest first; enough for a large catalogue's main pages. */
const MAX_PER_KIND = 5000;
/** A sitemap holds at most 50,000 URLs (sitemaps.org): with one per language, fewer pages per kind. */
const MAX_URLS = 50_000;
const ENTITY_KINDS = 7;

export function seoRouter(ctx: AppContext): Router {
  const r = Router();

  r.get('/robots.txt', async (_req, res) => {
    const config = await ctx.configs.active();
    const base = config.core.deployment.siteUrl.replace(/\/$/, '');
    const privatePaths = ['/api/', '/media/members/', '/login', '/profile', '/payment', '/favourites', '/welcome', '/welcomeback', '/customcontent', '/newsletter', '/checkout', '/myupdates', '/signupSuccess', '/signupDenial'];
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(['User-agent: *', 'Allow: /', ...privatePaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n'));
  });

  r.get('/sitemap.xml', async (_req, res) => {
    const config = await ctx.configs.active();
    const base = siteBaseOf(config);
    const languages = config.core.locales.available;
    const perKind = Math.min(MAX_PER_KIND, Math.floor((MAX_URLS / Math.max(1, languages.length) - 100) / ENTITY_KINDS));
    const now = ctx.now();
    const staticPaths = buildRouteTable(config)
      .filter((route) => route.kind === 'site' && route.access === 'public' && !route.path.includes(':') && !route.path.startsWith('/signup') && route.path !== '/404' && route.path !== '/checkout' && route.path !== '/myupdates')
      .map((route) => ({ loc: route.path, lastmod: undefined as string | undefined }));
    const entries = [...staticPaths];
    const add = (prefix: string, rows: Array<{ perma_link: string; updated_at?: string }>) =>
      rows.forEach((row) => entries.push({ loc: `${prefix}/${encodeURIComponent(row.perma_link)}`, lastmod: row.updated_at }));

    if (isModuleEnabled(config, 'models')) add('/models', await ctx.db.selectFrom('models').select(['perma_link', 'updated_at']).where('status', '=', 'published').where('deleted_at', 'is', null).orderBy('id', 'desc').limit(perKind).execute());
    if (isModuleEnabled(config, 'places')) add('/places', await ctx.db.selectFrom('places').select(['perma_link']).limit(perKind).execute());
    if (isModuleEnabled(config, 'channels')) add('/channels', await ctx.db.selectFrom('channels').select(['perma_link']).limit(perKind).execute());
    if (isModuleEnabled(config, 'news')) {
      add('/news', await ctx.db.selectFrom('posts').select(['perma_link', 'updated_at']).where('publish_date', '<=', now).where('status', '=', 'published').where('deleted_at', 'is', null).orderBy('publish_date', 'desc').limit(perKind).execute());
    }
    const kinds: Array<[ContentType, string, 'videos' | 'galleries' | 'dvds']> = [['video', '/videos', 'videos'], ['photo', '/photos', 'galleries'], ['dvd', '/dvds', 'dvds']];
    for (const [contentType, prefix, module] of kinds) {
      if (!isModuleEnabled(config, module)) continue;
      // The same updates a visitor can open: published, and not hidden hardcore ones.
      const visible = await visibleUpdates(ctx, { contentTypes: [contentType] });
      add(prefix, await visible.select(['updates.perma_link', 'updates.updated_at']).orderBy('updates.publish_date', 'desc').limit(perKind).execute());
    }

    const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`;
    const urls = entries.flatMap(({ loc, lastmod }) => {
      const alternates = [...languages.map((code) => link(bcp47Of(code), languageUrl(base, loc, '', code))), link('x-default', languageUrl(base, loc, '', config.core.locales.default))].join('');
      const modified = lastmod ? `<lastmod>${xmlEscape(lastmod.slice(0, 10))}</lastmod>` : '';
      return languages.map((code) => `  <url><loc>${xmlEscape(languageUrl(base, loc, '', code))}</loc>${modified}${alternates}</url>`);
    });
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
    );
  });
  return r;
}
