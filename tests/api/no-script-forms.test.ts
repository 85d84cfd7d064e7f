// @vitest-environment node
// Forms sent without JavaScript (server/render/no-script-forms.ts): the age gate's POST sets the
// confirmation cookie and goes back to a page of this site only; a page's HTML has the gate exactly
// when the visitor has not confirmed (never a cached copy of the other kind); every form with a
// password or personal data (login, signup, forgot and reset password, contact, content removal) is
// a POST in the server's HTML, and POSTed without the app answers its page with "JavaScript is
// needed", echoes nothing typed, counts against its API twin's limit, and another site cannot send it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, useRealNetwork, type TestServer } from './harness';
import { startPageRenderer, type PageRenderer } from './page-renderer';
import { NO_SCRIPT_FORMS, type NoScriptForm } from '../../shared/no-script-forms';

useRealNetwork();

let s: TestServer;
let pages: PageRenderer;

beforeAll(async () => {
  s = await startServer('sqlite', { rateLimits: true });
  pages = await startPageRenderer(s, 'no-script-forms');
}, 120_000);

afterAll(async () => {
  await pages?.close();
  await s?.close();
});

const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${pages.base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: pages.base, ...headers },
    body: new URLSearchParams(form).toString(),
  });

const get = async (path: string, cookie?: string) => {
  const response = await fetch(`${pages.base}${path}`, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
};

describe('POST /age-gate', { timeout: 60_000 }, () => {
  it('sets the confirmation cookie for a day and sends the visitor back to the page (303)', async () => {
    const before = Date.now();
    const response = await post('/age-gate', { back: '/photos?p=2' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/photos?p=2');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^enter18_ok=\d+; Max-Age=86400; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const until = Number(/^enter18_ok=(\d+)/.exec(cookie)![1]);
    expect(until).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 86_400_000);
  });

  it('goes home without a page to go back to', async () => {
    const response = await post('/age-gate', {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash path', '/\\evil.example/%2e%2e'],
    ['a tab', '/\t/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['3000 characters', `/${'a'.repeat(3000)}`],
  ])('refuses to send the visitor off the site or anywhere odd: %s', async (_name, back) => {
    const response = await post('/age-gate', { back });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toContain('The page to go back to must be a path on this site');
  });

  it('refuses a form another site sends (Origin, or Referer without one)', async () => {
    expect((await post('/age-gate', { back: '/' }, { origin: 'https://evil.example' })).status).toBe(403);
    const referer = await fetch(`${pages.base}/age-gate`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/page' },
      body: 'back=%2F',
    });
    expect(referer.status).toBe(403);
    expect(referer.headers.get('set-cookie')).toBeNull();
  });
});

describe('the gate in the server’s HTML', { timeout: 60_000 }, () => {
  it('is over an inert page for a visitor without the cookie, and absent once confirmed: the cache never mixes them', async () => {
    // The gate before the page: a browser paints what has arrived, so the gate is in the first paint.
    const gated = /<body style="overflow:hidden">\s*<div data-outside-app="age-gate">[\s\S]*role="dialog"[\s\S]*<form id="age-gate-form" method="post" action="\/age-gate" hidden><input type="hidden" name="back" value="\/models"><\/form><div id="root" inert>/;
    const confirmed = `enter18_ok=${Date.now() + 60_000}`;
    for (let round = 0; round < 2; round += 1) {
      const first = await get('/models');
      expect(first.html).toMatch(gated);
      const adult = await get('/models', confirmed);
      expect(adult.html).not.toContain('data-outside-app="age-gate"');
      expect(adult.html).not.toContain('Adult Only');
      expect(adult.html).toContain('<div id="root">');
    }
    // An expired or made-up value is no confirmation.
    expect((await get('/models', `enter18_ok=${Date.now() - 1000}`)).html).toMatch(gated);
    expect((await get('/models', 'enter18_ok=yes')).html).toMatch(gated);
  });
});

describe('forms with a password or personal data, sent without JavaScript', { timeout: 60_000 }, () => {
  it('login answers its page saying JavaScript is needed, in the visitor’s language, and echoes nothing typed', async () => {
    const response = await post('/login?form=login', { username: 'someone@example.com', password: 'hunter2-secret' }, { cookie: 'locale=de_DE' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Es wurde nichts gesendet: Dieses Formular benötigt JavaScript.');
    expect(html).not.toContain('hunter2-secret');
    expect(html).not.toContain('someone@example.com');
    // The form itself posts again, never a GET with its fields in the URL.
    expect(html).toMatch(/<form [^>]*action="\/login\?form=login" method="post"/);
  });

  it('refuses an unknown form, a POST to a page without one, and another site’s form', async () => {
    for (const path of ['/login', '/login?form=nothing']) {
      const response = await post(path, { password: 'x' });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('A page takes a form only as ?form=');
    }
    expect((await post('/signup?form=signup', { password: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/signup?form=signup', { password: 'x' }, { origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('/signup?form=signup', { password: 'x' }, { origin: 'null' })).status).toBe(403);
    // What Chromium sends from the site's own page (its pages say Referrer-Policy: no-referrer).
    expect((await post('/age-gate', { back: '/' }, { origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(303);
  });

  // Each from its own address (as a server render names its visitor), so none uses up another's limit.
  it.each([
    ['contact', '/contact', { name: 'Jane Roe', email: 'jane.roe@example.com', subject: 'Private matter', message: 'my-private-message' }],
    ['content-removal', '/contentRemoval', { name: 'Jane Roe', email: 'jane.roe@example.com', url: 'https://example.com/my-photo', reason: 'my-private-reason' }],
    ['forgot-password', '/login/forgot', { email: 'jane.roe@example.com' }],
    ['reset-password', `/login/reset?token=${'t'.repeat(32)}`, { password: 'my-new-secret-pass', password_confirmation: 'my-new-secret-pass' }],
    ['signup', '/signup', { username: 'janeroe', email: 'jane.roe@example.com', password: 'my-new-secret-pass' }],
  ])('%s: the page’s form posts to the server, which answers that JavaScript is needed and echoes nothing typed', async (name, path, fields) => {
    const page = await get(path, `enter18_ok=${Date.now() + 60_000}`);
    const forms = page.html.match(/<form\b[^>]*>/g) ?? [];
    expect(forms.some((form) => form.includes(`action="${path.split('?')[0]}?form=${name}"`))).toBe(true);
    // No form of the page sends its fields in a URL (a form without a method is a GET).
    expect(forms.filter((form) => !form.includes('method="post"'))).toEqual([]);

    const address = `203.0.113.${NO_SCRIPT_FORMS.indexOf(name as NoScriptForm) + 20}`;
    const response = await post(`${path.split('?')[0]}?form=${name}`, fields, s.ctx.limits.renderHeaders({ headers: {}, ip: address } as never));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Nothing was sent: this form needs JavaScript.');
    for (const value of Object.values(fields)) expect(html).not.toContain(value);
  });

  it('counts against the API twin’s limit: the sixth contact message in a minute is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post('/contact?form=contact', { email: 'a@example.com', message: 'hello' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
