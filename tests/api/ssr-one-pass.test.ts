// @vitest-environment node
// Issue 13: every public page of the demo configuration renders in one pass, because every block
// on it declares its data (blocks/define-block.ts `data`): no hook asks the server for something it
// did not load before the render. Each page shows its entity, so the declared data was the right one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from '../../mock-api/node';
import { startServer, type TestServer } from './harness';
import { startPageRenderer, type PageRenderer } from './page-renderer';

let s: TestServer;
let pages: PageRenderer | undefined;
let base: string;
/** The requests the server names as undeclared (its debug line), for a readable failure. */
let undeclared: string[] = [];

beforeAll(async () => {
  mswServer.close();
  s = await startServer('sqlite');
  const logger = s.ctx.logger;
  logger.debug = ((_context: unknown, message?: string) => {
    if (typeof message === 'string' && message.includes('requests no block declared')) undeclared.push(message);
  }) as typeof logger.debug;
  pages = await startPageRenderer(s, 'ssr-one-pass');
  base = pages.base;
}, 120_000);

afterAll(async () => {
  await pages?.close();
  await s?.close();
});

interface Named {
  permaLink: string;
  fullName: string;
}

/** The first item of a public list: its permaLink for the address, its name to find on the page. */
async function first(list: string): Promise<Named> {
  const response = await s.api(`/api/public/${list}${list.includes('?') ? '&' : '?'}s=1`);
  expect(response.status).toBe(200);
  const [item] = (response.body as { data: Named[] }).data;
  if (!item) throw new Error(`the demo data has no ${list}`);
  return item;
}

/** What React writes for a text: the page shows the name, escaped as HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Route = [name: string, url: () => Promise<{ pathname: string; shows: string }>, renders?: 2];

const fixed = (pathname: string, shows: string) => () => Promise.resolve({ pathname, shows });
const detail = (list: string, prefix: string) => async () => {
  const item = await first(list);
  return { pathname: `${prefix}/${encodeURIComponent(item.permaLink)}`, shows: item.fullName };
};

// A route marked 2 still renders twice, for a request no block can declare yet; when it comes down
// to one, the test says so and the mark goes.
const ROUTES: Route[] = [
  ['home', fixed('/', 'Experience Emotions in perfection')],
  ['updates', fixed('/updates', 'Updates')],
  ['updates of one type', fixed('/updates/videos', 'Videos')],
  [
    'updates with a tag filter',
    async () => {
      const tag = await first('tags');
      return { pathname: `/updates?tag=${encodeURIComponent(tag.permaLink)}`, shows: tag.fullName };
    },
  ],
  ['videos', fixed('/videos', 'Videos')],
  ['galleries', fixed('/photos', 'Galleries')],
  ['DVDs', fixed('/dvds', 'DVDs')],
  ['updates of a month, second page of 48', fixed('/updates?y=2026&s=48&p=1', 'Updates')],
  // Their comments (a gallery's preview pictures) are keyed by the update's id: declared once the update is loaded (dataAfter).
  ['a video', detail('videos', '/videos')],
  ['a DVD', detail('dvds', '/dvds')],
  ['a gallery', detail('photos', '/photos')],
  ['a model', detail('models', '/models')],
  ['models', fixed('/models', 'Models')],
  ['models by rating', fixed('/models?sort=rating', 'Models')],
  ['a place', detail('places', '/places')],
  ['places', fixed('/places', 'Places')],
  ['a channel', detail('channels', '/channels')],
  ['channels', fixed('/channels', 'Channels')],
  ['news', fixed('/news', 'News')],
  ['a news post', detail('posts', '/news')],
  ['a static page', fixed('/privacy', 'Privacy')],
  ['support', fixed('/support', 'Support')],
  ['imprint', fixed('/impress', 'Imprint')],
  ['2257 statement', fixed('/2257', '2257')],
  // search/{term} is no in-process read: declared, it loads over HTTP in the same round (OVER_HTTP).
  [
    'search',
    async () => {
      const model = await first('models');
      return { pathname: `/search/${encodeURIComponent(model.fullName.split(' ')[0]!)}`, shows: model.fullName };
    },
  ],
  [
    'signup',
    async () => {
      const plans = await s.api('/api/articles?fb=article_type&ft=eq&fv=SUBSCRIPTION&s=100');
      return { pathname: '/signup', shows: (plans.body as { data: { name: string }[] }).data[0]!.name };
    },
  ],
  ['signup denied', fixed('/signupDenial', 'denied')],
  ['login', fixed('/login', 'Login')],
  ['contact', fixed('/contact', 'Contact')],
  ['content removal', fixed('/contentRemoval', 'removal')],
  ['not found', fixed('/404', '404')],
];

/** Pages whose data is partly fetched from the server's own API over HTTP; every other page's is read in-process. */
const OVER_HTTP = new Set(['search']);

describe('every public page renders in one pass', { timeout: 60_000 }, () => {
  for (const [name, url, renders = 1] of ROUTES) {
    it(`${name}${renders > 1 ? ` (still ${renders} renders)` : ''}`, async () => {
      const { pathname, shows } = await url();
      undeclared = [];
      const response = await fetch(`${base}${pathname}`, { redirect: 'manual' });
      const html = await response.text();
      expect(response.status).toBe(pathname === '/404' ? 404 : 200);
      const timing = response.headers.get('server-timing') ?? '';
      const rendered = Number(/desc="(\d+) renders?"/.exec(timing)?.[1]);
      if (renders === 1) expect({ pathname, undeclared, rendered }).toEqual({ pathname, undeclared: [], rendered: 1 });
      else expect({ pathname, rendered }).toEqual({ pathname, rendered: renders });
      const body = html.slice(html.indexOf('<body'), html.indexOf('id="__SSR_DATA__"'));
      expect(body).toContain(asHtml(shows));
      const overHttp = Number(/ (\d+) over HTTP"/.exec(timing)?.[1]);
      if (OVER_HTTP.has(name)) expect(overHttp).toBeGreaterThan(0);
      else expect({ pathname, overHttp }).toEqual({ pathname, overHttp: 0 });
    });
  }
});
