// @vitest-environment node
// Blocks that never hydrate are rendered once and their markup kept: a later render of the page
// (the page cache is off here, so every request renders) uses it again, and the page it sends is
// byte for byte the page a full render makes. Changed data, another language or another page
// renders the block anew.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from '../../mock-api/node';
import { startServer, type TestServer } from './harness';
import { startPageRenderer, type PageRenderer } from './page-renderer';
import { innerHtmlOf } from '../../src/ssr/kept-fragments';

let s: TestServer;
let keeping: PageRenderer;
let renderingAll: PageRenderer;

beforeAll(async () => {
  mswServer.close();
  s = await startServer('sqlite', { env: { HTTP_CACHE: '0' } });
  keeping = await startPageRenderer(s, 'ssr-kept-blocks');
  // The same server with keeping turned off (SSR_KEEP_BLOCKS=0): every block renders every time.
  renderingAll = await startPageRenderer({ ...s, ctx: { ...s.ctx, env: { ...s.ctx.env, SSR_KEEP_BLOCKS: false } } }, 'ssr-kept-blocks-off');
}, 120_000);

afterAll(async () => {
  await keeping?.close();
  await renderingAll?.close();
  await s?.close();
});

async function get(renderer: PageRenderer, pathname: string) {
  const response = await fetch(`${renderer.base}${pathname}`);
  const html = await response.text();
  const kept = Number(/desc="(\d+) kept blocks?"/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  // The countdown (a block that hydrates) shows the seconds left: the one part of a page that
  // changes from one second to the next.
  return { status: response.status, html: html.replace(/<span>\d\d<\/span>/g, '<span>00</span>'), kept };
}

const staticBlockCount = (html: string) => html.match(/ data-static="/g)?.length ?? 0;

describe('kept blocks', { timeout: 60_000 }, () => {
  it('the home page renders its static blocks once; the next render sends the very same page', async () => {
    const first = await get(keeping, '/');
    const second = await get(keeping, '/');
    const full = await get(renderingAll, '/');
    expect(first.status).toBe(200);
    expect(staticBlockCount(first.html)).toBeGreaterThan(5);
    expect(second.kept).toBe(staticBlockCount(first.html));
    expect(full.kept).toBe(0);
    // Same markup, same style tags (the kept blocks' styles are in <head> as if they had rendered).
    expect(second.html).toBe(first.html);
    expect(second.html).toBe(full.html);
  });

  it('a static block whose data changed renders again, with the new data', async () => {
    const [post] = (await s.api('/api/public/posts?s=1')).body.data as Array<{ permaLink: string; fullName: string }>;
    const page = `/news/${post!.permaLink}`;
    await get(keeping, page);
    const again = await get(keeping, page);
    expect(again.kept).toBeGreaterThan(0);
    expect(again.html).toContain(post!.fullName);

    await s.ctx.db.updateTable('posts').set({ full_name: 'A headline written after the first render' }).where('perma_link', '=', post!.permaLink).execute();
    const changed = await get(keeping, page);
    expect(changed.html).toContain('A headline written after the first render');
    expect(changed.html).not.toContain(`>${post!.fullName}<`);
    expect(changed.html).toBe((await get(renderingAll, page)).html);
  });

  it('another language renders its own blocks, in that language', async () => {
    const english = await get(keeping, '/');
    const german = await get(keeping, '/?hl=de');
    expect(english.kept).toBeGreaterThan(0);
    expect(german.kept).toBe(0);
    expect(german.html).toMatch(/<html lang="de-DE">/);
    expect(german.html).toBe((await get(renderingAll, '/?hl=de')).html);
    expect((await get(keeping, '/?hl=de')).kept).toBe(staticBlockCount(german.html));
  });
});

describe('innerHtmlOf', () => {
  const body = '<main><div class="a" data-static="/x"><div><p>one</p></div><div>two</div></div><div data-static="/y"></div></main>';

  it('takes the inner HTML of the marked element, nested elements of the same tag included', () => {
    expect(innerHtmlOf(body, '/x')).toBe('<div><p>one</p></div><div>two</div>');
    expect(innerHtmlOf(body, '/y')).toBe('');
  });

  it('takes nothing when the mark is missing, appears twice, or the element is not closed', () => {
    expect(innerHtmlOf(body, '/z')).toBeNull();
    expect(innerHtmlOf(`${body}${body}`, '/x')).toBeNull();
    expect(innerHtmlOf('<div data-static="/x"><div>open', '/x')).toBeNull();
  });
});
