// robots.txt and sitemap.xml for search engines: the public pages of the enabled modules, with
// the entities' own pages, built from the active configuration and the database.
import { Router } from 'express';
import type { AppContext } from '../context';
import { buildRouteTable, isModuleEnabled } from '../../shared/route-table';
import { visibleUpdates, type ContentType } from '../queries/visible-updates';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** Entity pages in the sitemap, newest first; enough for a large catalogue's main pages. */
const MAX_PER_KIND = 5000;

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
    const base = config.core.deployment.siteUrl.replace(/\/$/, '');
    const now = ctx.now();
    const staticPaths = buildRouteTable(config)
      .filter((route) => route.kind === 'site' && route.access === 'public' && !route.path.includes(':') && !route.path.startsWith('/signup') && route.path !== '/404' && route.path !== '/checkout' && route.path !== '/myupdates')
      .map((route) => ({ loc: route.path, lastmod: undefined as string | undefined }));
    const entries = [...staticPaths];
    const add = (prefix: string, rows: Array<{ perma_link: string; updated_at?: string }>) =>
      rows.forEach((row) => entries.push({ loc: `${prefix}/${encodeURIComponent(row.perma_link)}`, lastmod: row.updated_at }));

    if (isModuleEnabled(config, 'models')) add('/models', await ctx.db.selectFrom('models').select(['perma_link', 'updated_at']).orderBy('id', 'desc').limit(MAX_PER_KIND).execute());
    if (isModuleEnabled(config, 'places')) add('/places', await ctx.db.selectFrom('places').select(['perma_link']).limit(MAX_PER_KIND).execute());
    if (isModuleEnabled(config, 'channels')) add('/channels', await ctx.db.selectFrom('channels').select(['perma_link']).limit(MAX_PER_KIND).execute());
    if (isModuleEnabled(config, 'news')) {
      add('/news', await ctx.db.selectFrom('posts').select(['perma_link', 'updated_at']).where('publish_date', '<=', now).orderBy('publish_date', 'desc').limit(MAX_PER_KIND).execute());
    }
    const kinds: Array<[ContentType, string, 'videos' | 'galleries' | 'dvds']> = [['video', '/videos', 'videos'], ['photo', '/photos', 'galleries'], ['dvd', '/dvds', 'dvds']];
    for (const [contentType, prefix, module] of kinds) {
      if (!isModuleEnabled(config, module)) continue;
      // The same updates a visitor can open: published, and not hidden hardcore ones.
      const visible = await visibleUpdates(ctx, { contentTypes: [contentType] });
      add(prefix, await visible.select(['updates.perma_link', 'updates.updated_at']).orderBy('updates.publish_date', 'desc').limit(MAX_PER_KIND).execute());
    }

    const urls = entries.map(({ loc, lastmod }) => `  <url><loc>${xmlEscape(base + loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`);
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });
  return r;
}
