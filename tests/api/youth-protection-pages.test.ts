// @vitest-environment node
// Youth-protection mode as a guest meets it: every picture on every public page is a soft variant
// (updates, models, places, channels, news, gallery previews, slider, header and footer images);
// hidden hardcore updates and /updates/{unknown type} are the 404 page. Server-rendered pages of
// site-configs/youth-protection.json, the real express app and database, the source entry via Vite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigFile } from '../../server/config/site-config';
import { server as mswServer } from '../../mock-api/node';
import { ROLE } from '../../shared/roles';
import { createUser, liveVersion, startServer, type TestServer } from './harness';
import { startPageRenderer, type PageRenderer } from './page-renderer';

interface Named {
  permaLink: string;
}

let s: TestServer;
let pages: PageRenderer;
let base: string;

beforeAll(async () => {
  mswServer.close();
  s = await startServer('sqlite');
  const staff = await createUser(s, 'youthstaff', { role: ROLE.staff });
  const config = loadConfigFile('site-configs/youth-protection.json');
  expect(config.core.fsk12).toEqual({ enableGlobalFsk12Mode: true, hideHardcoreUpdates: true });
  expect((await s.api('/api/configs/publish', { method: 'POST', token: staff.token, json: { config, name: 'youth protection', baseVersion: await liveVersion(s, staff.token) } })).status).toBe(200);
  pages = await startPageRenderer(s, 'youth-test');
  base = pages.base;
}, 120_000);

afterAll(async () => {
  await pages?.close();
  await s?.close();
});

const first = async (pathname: string) => ((await s.api(`/api/${pathname}`)).body.data as Named[])[0]!;

async function get(pathname: string) {
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Every picture address in the page's markup: img src and srcset, video posters (not the boot state's data). */
function pictures(html: string): string[] {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  const urls: string[] = [];
  // The link preview's picture and the structured data's pictures (absolute on the site URL) too.
  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  for (const [, url] of html.matchAll(/<meta property="og:image" content="([^"]*)"/g)) urls.push(local(url!));
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    for (const [, url] of json!.matchAll(/"(https?:\/\/[^"]+\.(?:jpg|png|webp))"/g)) urls.push(local(url!));
  }
  for (const [tag] of body.matchAll(/<(img|video|source)\b[^>]*>/g)) {
    for (const [, name, value] of tag.matchAll(/\s(src|srcset|srcSet|poster)="([^"]*)"/g)) {
      if (name === 'src' && tag.startsWith('<source')) continue;
      for (const part of value!.split(',')) urls.push(part.trim().split(/\s+/)[0]!.replace(/&amp;/g, '&'));
    }
  }
  return urls.filter(Boolean);
}

/** A soft placeholder (`3-soft-960.jpg`, `3-uprightsoft-620.jpg`), a soft gallery preview, or the site logo. */
const isSoftOrLogo = (url: string) => /^\/media\/public\/img\/\d+-(soft|uprightsoft)-\d+\.jpg$/.test(url) || /^\/media\/public\/preview\/\d+\/\d+-soft\.jpg$/.test(url) || /^\/logo[\w-]*\.svg$/.test(url);

describe('youth-protection mode for a guest', { timeout: 120_000 }, () => {
  it('shows only soft pictures on every public page', async () => {
    const [model, video, gallery, dvd, place, channel, post] = await Promise.all([
      first('public/models?s=1'),
      first('public/videos?s=1'),
      first('public/photos?s=1'),
      first('public/dvds?s=1'),
      first('public/places?s=1'),
      first('public/channels?s=1'),
      first('public/posts?s=1'),
    ]);
    const pathnames = [
      '/',
      '/models',
      `/models/${model.permaLink}`,
      '/videos',
      `/videos/${video.permaLink}`,
      '/photos',
      `/photos/${gallery.permaLink}`,
      '/dvds',
      `/dvds/${dvd.permaLink}`,
      '/places',
      `/places/${place.permaLink}`,
      '/channels',
      `/channels/${channel.permaLink}`,
      '/news',
      `/news/${post.permaLink}`,
      '/updates',
      '/search/beach',
    ];
    for (const pathname of pathnames) {
      const page = await get(pathname);
      expect([pathname, page.status]).toEqual([pathname, 200]);
      const urls = pictures(page.html);
      expect([pathname, urls.filter((url) => !isSoftOrLogo(url))]).toEqual([pathname, []]);
      // Each page shows pictures of its own, beyond the logo.
      expect([pathname, urls.some((url) => url.startsWith('/media/'))]).toEqual([pathname, true]);
    }
    // The slider, the header and the footer images are among them.
    const home = pictures((await get('/')).html);
    expect(home).toEqual(expect.arrayContaining(['/media/public/img/4-soft-960.jpg', '/media/public/img/6-soft-960.jpg']));
    expect(pictures((await get('/models')).html)).toContain('/media/public/img/1-soft-960.jpg');
  });

  it('sends the address of a hidden hardcore update to the 404 page', async () => {
    const hardcore = await s.ctx.db.selectFrom('updates').select(['perma_link', 'content_type']).where('hardcore', '=', 1).where('content_type', '=', 'video').where('publish_date', '<=', s.ctx.now()).executeTakeFirstOrThrow();
    const page = await get(`/videos/${hardcore.perma_link}`);
    expect([page.status, page.location]).toEqual([302, '/404']);
  });
});

describe('/updates/{contentType}', { timeout: 120_000 }, () => {
  it('lists a known type and answers an unknown one with a 404 status and the 404 page', async () => {
    for (const type of ['videos', 'photos', 'dvds', 'video', 'Galleries']) expect([type, (await get(`/updates/${type}`)).status]).toEqual([type, 200]);
    for (const type of ['bogus', 'models', 'videos2']) {
      const page = await get(`/updates/${type}`);
      expect([type, page.status]).toEqual([type, 404]);
      expect(page.html).toContain('THIS PAGE DOES NOT EXIST...');
    }
  });
});
