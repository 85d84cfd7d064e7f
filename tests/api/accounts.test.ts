// @vitest-environment node
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, liveVersion, startServer, useRealNetwork, type TestServer } from './harness';
import { ROLE } from '../../shared/roles';

useRealNetwork();

describe.each(backends)('accounts and member actions on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('logs in by username or email, stores only a hash of the token, and reports membership', async () => {
    const a = await createUser(s, 'alice', { subscribed: true });
    expect(a.token.length).toBeGreaterThanOrEqual(22);
    const byEmail = await s.api('/api/login', { method: 'POST', json: { username: 'ALICE@example.test', password: a.password } });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.hash).toMatch(/^[0-9a-f]{32}$/);
    const sessions = await s.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.some((x) => x.token_hash === a.token)).toBe(false);
    const user = await s.ctx.db.selectFrom('users').select('password_hash').where('username', '=', 'alice').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const me = await s.api('/api/me', { token: a.token });
    expect(me.body.data.username).toBe('alice');
    expect(me.body.data.membership.fullAccess).toBe(true);
    expect(me.body.data.customer).toEqual({ hasAccess: true, validUntil: me.body.data.membership.until });
    expect(me.body.data.membership.until > new Date().toISOString()).toBe(true);
    expect(me.body.data.created_at).toBeTruthy();
  });

  it('rejects wrong credentials with the specification message and validates the body', async () => {
    await createUser(s, 'bob');
    const wrong = await s.api('/api/login', { method: 'POST', json: { username: 'bob', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Username or password wrong');
    const unknown = await s.api('/api/login', { method: 'POST', json: { username: 'nobody', password: 'whatever1' } });
    expect(unknown.status).toBe(401);
    const empty = await s.api('/api/login', { method: 'POST', json: { username: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('validation_failed');
    const bad = await s.api('/api/login', { method: 'POST', body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
  });

  it('holds an address after consecutive failures on an account (429, the wait in words)', async () => {
    const c = await createUser(s, 'carol');
    for (let i = 0; i < 10; i++) await s.api('/api/login', { method: 'POST', json: { username: 'carol', password: `wrong-${i}` } });
    const locked = await s.api('/api/login', { method: 'POST', json: { username: 'carol', password: c.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('refresh rotates the token; logout revokes it; bad tokens get 401', async () => {
    const d = await createUser(s, 'dave');
    const refreshed = await s.api('/api/refresh', { token: d.token });
    expect(refreshed.status).toBe(200);
    const t2 = refreshed.body.data.token;
    expect((await s.api('/api/me', { token: d.token })).status).toBe(401);
    expect((await s.api('/api/me', { token: t2 })).status).toBe(200);
    expect((await s.api('/api/logout', { method: 'POST', token: t2 })).status).toBe(200);
    expect((await s.api('/api/me', { token: t2 })).status).toBe(401);
    expect((await s.api('/api/me')).status).toBe(401);
    expect((await s.api('/api/me', { token: 'x'.repeat(43) })).status).toBe(401);
    // A conditional GET cannot swallow the rotated token in a 304.
    const e = await createUser(s, 'eve');
    const conditional = await s.api('/api/refresh', { token: e.token, headers: { 'if-none-match': '*' } });
    expect([conditional.status, (await s.api('/api/me', { token: conditional.body.data.token })).status]).toEqual([200, 200]);
  });

  it('expires idle and absolute sessions', async () => {
    const e = await createUser(s, 'erin');
    const old = new Date(Date.now() - 8 * 86400_000).toISOString();
    await s.ctx.db.updateTable('sessions').set({ last_seen_at: old }).where('user_id', '=', e.id).execute();
    expect((await s.api('/api/me', { token: e.token })).status).toBe(401);
    const again = await s.api('/api/login', { method: 'POST', json: { username: 'erin', password: e.password } });
    await s.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', e.id).execute();
    expect((await s.api('/api/me', { token: again.body.data.token })).status).toBe(401);
  });

  it("keeps favourites per user: B's user_id in the payload is ignored, A cannot delete B's", async () => {
    const a = await createUser(s, 'favA', { subscribed: true });
    const b = await createUser(s, 'favB', { subscribed: true });
    const [u1, u2] = (await s.api('/api/public/updates?s=2')).body.data;
    const addB = await s.api('/api/favourites', { method: 'PUT', token: b.token, json: { content_update_id: u1.id, user_id: b.id } });
    expect(addB.status).toBe(201);
    const addA = await s.api('/api/favourites', { method: 'PUT', token: a.token, json: { content_update_id: u2.id, user_id: b.id } });
    expect(addA.status).toBe(201);
    const rows = await s.ctx.db.selectFrom('favourites').selectAll().where('update_id', '=', u2.id).execute();
    expect(rows.map((r) => r.user_id)).toEqual([a.id]);
    const listA = (await s.api('/api/favourites', { token: a.token })).body.data;
    expect(listA.map((f: any) => f.content_update_id)).toEqual([u2.id]);
    expect(listA[0].content_update.permaLink).toBe(u2.permaLink);
    const delOther = await s.api(`/api/favourites/${addB.body.data.id}`, { method: 'DELETE', token: a.token });
    expect(delOther.status).toBe(404);
    expect(await s.ctx.db.selectFrom('favourites').select('id').where('id', '=', addB.body.data.id).executeTakeFirst()).toBeDefined();
    expect((await s.api(`/api/favourites/${addA.body.data.id}`, { method: 'DELETE', token: a.token })).status).toBe(200);
    expect((await s.api('/api/favourites', { method: 'PUT', json: { content_update_id: u1.id } })).status).toBe(401);
    expect((await s.api('/api/favourites', { method: 'PUT', token: a.token, json: { content_update_id: 'x' } })).status).toBe(400);
  });

  it('allows model favourites only for roles 1 and 3', async () => {
    const member = await createUser(s, 'mfav', { role: ROLE.member });
    const other = await createUser(s, 'mfav2', { role: 4 });
    const model = (await s.api('/api/public/models?s=1')).body.data[0];
    expect((await s.api('/api/favouriteModels', { method: 'PUT', token: member.token, json: { model_id: model.id } })).status).toBe(201);
    expect((await s.api('/api/favouriteModels', { method: 'PUT', token: other.token, json: { model_id: model.id } })).status).toBe(403);
    const list = (await s.api('/api/favouriteModels', { token: member.token })).body.data;
    expect(list[0].model_id).toBe(model.id);
  });

  it('rates 0..5 once per user (a second rating replaces the first) and counts views', async () => {
    const r1 = await createUser(s, 'rater1');
    const r2 = await createUser(s, 'rater2');
    const u = (await s.api('/api/public/updates?s=1')).body.data[0];
    expect((await s.api(`/api/stats/${u.id}/rating`, { method: 'POST', token: r1.token, json: { rating: 6 } })).status).toBe(400);
    expect((await s.api(`/api/stats/${u.id}/rating`, { method: 'POST', token: r1.token, json: { rating: 2.5 } })).status).toBe(400);
    await s.api(`/api/stats/${u.id}/rating`, { method: 'POST', token: r1.token, json: { rating: 1 } });
    await s.api(`/api/stats/${u.id}/rating`, { method: 'POST', token: r1.token, json: { rating: 5 } });
    const st = await s.api(`/api/stats/${u.id}/rating`, { method: 'POST', token: r2.token, json: { rating: 3, user_id: r1.id } });
    expect(st.body.data.rating).toBe(4);
    expect(st.body.data.userRating).toBe(3);
    const rows = await s.ctx.db.selectFrom('ratings').selectAll().where('target_id', '=', u.id).where('target_type', '=', 'update').execute();
    expect(rows).toHaveLength(2);
    const model = (await s.api('/api/public/models?s=1')).body.data[0];
    const mr = await s.api(`/api/models/${model.id}/rating`, { method: 'POST', token: r1.token, json: { user_id: 999, rating: 4 } });
    expect(mr.body.data.userRating).toBe(4);
    const before = (await s.api(`/api/stats/updates/${u.id}`)).body.data.viewCount;
    await s.api(`/api/stats/${u.id}/view`, { method: 'POST' });
    expect((await s.api(`/api/stats/updates/${u.id}`)).body.data.viewCount).toBe(before + 1);
    expect((await s.api(`/api/models/${model.id}/addView`, { method: 'POST' })).status).toBe(200);
    expect((await s.api('/api/stats/99999/view', { method: 'POST' })).status).toBe(404);
  });

  it('forms require all four fields and store them as given (HTML is kept as text)', async () => {
    const empty = await s.api('/api/contactrequests', { method: 'POST', json: { name: 'A', email: 'a@example.test', subject: '', message: 'hi' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please fill in all fields');
    const ok = await s.api('/api/contactrequests', { method: 'POST', json: { name: '<b>A</b>', email: 'a@example.test', subject: "x'); DROP TABLE users; --", message: 'hello' } });
    expect(ok.status).toBe(201);
    const row = await s.ctx.db.selectFrom('contact_requests').selectAll().where('id', '=', ok.body.data.id).executeTakeFirstOrThrow();
    expect(row.subject).toBe("x'); DROP TABLE users; --");
    expect(await s.ctx.db.selectFrom('users').select('id').limit(1).execute()).toHaveLength(1);
    const removal = await s.api('/api/contentremovalrequests', { method: 'POST', json: { user_name: 'N', email: 'n@example.test', content_update_url: 'https://x.test/videos/a', reason: '  ' } });
    expect(removal.body.error.message).toBe('Please fill in all fields');
    expect((await s.api('/api/contentremovalrequests', { method: 'POST', json: { user_name: 'N', email: 'n@example.test', content_update_url: 'https://x.test/videos/a', reason: 'mine' } })).status).toBe(201);
  });

  it('forms refuse unknown and non-string fields with a 400 naming the field', async () => {
    const form = { name: 'A', email: 'a@example.test', subject: 's', message: 'm' };
    // Names that exist on every object (constructor, __proto__) are unknown fields like any other.
    for (const [extra, field] of [[{ x: 1 }, 'x'], [{ constructor: 'x' }, 'constructor'], [JSON.parse('{"__proto__": "x"}'), '__proto__']] as const) {
      const r = await s.api('/api/contactrequests', { method: 'POST', json: { ...form, ...extra } });
      expect([field, r.status, r.body.error.message, r.body.error.fields]).toEqual([field, 400, `${field} is not an accepted field`, { [field]: `${field} is not an accepted field` }]);
    }
    for (const value of [5, null, ['a'], { a: 'b' }]) {
      const r = await s.api('/api/contentremovalrequests', { method: 'POST', json: { user_name: 'N', email: 'n@example.test', content_update_url: 'https://x.test/videos/a', reason: value } });
      expect([r.status, Object.keys(r.body.error.fields)]).toEqual([400, ['reason']]);
    }
    const nul = await s.api('/api/contactrequests', { method: 'POST', json: { ...form, message: 'a\u0000b' } });
    expect([nul.status, nul.body.error.fields]).toEqual([400, { message: 'must not contain a NUL character' }]);
  });

  it('refuses bodies it cannot read: 415 for type, encoding and charset, 413 when too large, 400 otherwise', async () => {
    const form = JSON.stringify({ name: 'A', email: 'a@example.test', subject: 's', message: 'm' });
    const post = (headers: Record<string, string>, body: string | Buffer<ArrayBuffer> = form) => s.api('/api/contactrequests', { method: 'POST', headers, body });
    const answer = async (r: Promise<{ status: number; body: any }>) => [(await r).status, (await r).body.error?.code];
    expect(await answer(post({ 'content-type': 'text/plain' }))).toEqual([415, 'unsupported_media_type']);
    expect(await answer(post({ 'content-type': 'application/x-www-form-urlencoded' }, 'name=A'))).toEqual([415, 'unsupported_media_type']);
    expect(await answer(post({ 'content-type': 'application/json', 'content-encoding': 'x-custom' }))).toEqual([415, 'unsupported_encoding']);
    expect(await answer(post({ 'content-type': 'application/json; charset=latin1' }))).toEqual([415, 'unsupported_charset']);
    expect(await answer(post({ 'content-type': 'application/json', 'content-encoding': 'gzip' }))).toEqual([400, 'bad_encoding']);
    expect(await answer(post({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, Buffer.from(zlib.gzipSync(form))))).toEqual([201, undefined]);
    expect(await answer(post({ 'content-type': 'application/json' }, `{"a":"${'x'.repeat(300_000)}"}`))).toEqual([413, 'payload_too_large']);
    expect(await answer(post({ 'content-type': 'application/json' }, '{"name":'))).toEqual([400, 'invalid_json']);
    for (const notAnObject of ['[]', '[{}]', `${'['.repeat(10_000)}${']'.repeat(10_000)}`]) {
      const r = await post({ 'content-type': 'application/json' }, notAnObject);
      expect([r.status, r.body.error.message]).toEqual([400, 'The request body must be a JSON object']);
    }
  });

  it('keeps generic resources staff-only and serves plans publicly', async () => {
    const plans = await s.api('/api/articles?fb=article_type&ft=eq&fv=SUBSCRIPTION');
    expect(plans.body.data.map((p: any) => [p.name, p.price_dollar])).toEqual([['Monthly', 19.95], ['1 Month', 24.95], ['3 Months', 59.95]]);
    expect(plans.body.data[0].recurring).toBe(true);
    const member = await createUser(s, 'notstaff');
    expect((await s.api('/api/contactrequests', { token: member.token })).status).toBe(403);
    expect((await s.api('/api/contactrequests')).status).toBe(401);
    const staff = await createUser(s, 'staffer', { role: ROLE.staff });
    const list = await s.api('/api/contactrequests', { token: staff.token });
    expect(list.status).toBe(200);
    const added = await s.api('/api/usercomments', { method: 'PUT', token: staff.token, json: { content_update_id: 1, comment: 'nice' } });
    expect(added.status).toBe(201);
    const edited = await s.api(`/api/usercomments/${added.body.data.id}`, { method: 'POST', token: staff.token, json: { comment: 'edited' } });
    expect(edited.body.data.comment).toBe('edited');
    expect((await s.api(`/api/usercomments/${added.body.data.id}`, { method: 'DELETE', token: staff.token })).status).toBe(200);
    // A removed comment stays for staff, marked (tests/api/comments.test.ts).
    expect((await s.api(`/api/usercomments/${added.body.data.id}`, { token: staff.token })).body.data.deleted_by).toBe(staff.id);
    expect((await s.api(`/api/articles/999999`, { method: 'DELETE', token: staff.token })).status).toBe(404);
  });

  it('answers staff writes that break a reference or a column with 409/422, not 500', async () => {
    const staff = await createUser(s, 'refstaff', { role: ROLE.staff });
    const put = (name: string, json: unknown) => s.api(`/api/${name}`, { method: 'PUT', token: staff.token, json });
    const missing = await put('correspondingupdates', { content_update_id: 2_147_483_647, corresponding_update_id: 1 });
    expect([missing.status, missing.body.error.code]).toEqual([422, 'unknown_reference']);
    // Past PostgreSQL's integer: refused by the schema before any SQL.
    const huge = await put('correspondingupdates', { content_update_id: 2_147_483_648, corresponding_update_id: 1 });
    expect([huge.status, Object.keys(huge.body.error.fields)]).toEqual([400, ['content_update_id']]);
    // A plan someone paid for stays while its payments refer to it.
    await createUser(s, 'refpayer', { subscribed: true });
    const inUse = await s.api('/api/articles/1', { method: 'DELETE', token: staff.token });
    expect([inUse.status, inUse.body.error.code]).toEqual([409, 'in_use']);
    // A price PostgreSQL's real column cannot hold (SQLite stores it).
    const plan = { name: 'Tiny', article_type: 'SUBSCRIPTION', price_dollar: 5e-324, price_euro: 1, price_text: '', article_text: '', payment_providers: 'bitcoin', provider_code: 'x', expiresInMonths: 1, recurring: 0 };
    expect([201, 422]).toContain((await put('articles', plan)).status);
    expect((await put('articles', { ...plan, price_dollar: 1e300 })).status).toBe(400);
  });

  it('records affiliate entries as link id, dash and 8 random characters', async () => {
    const campaigns = (await s.api('/api/affiliatecampaigns')).body.data;
    const entry = await s.api('/api/affiliateentries', { method: 'POST', json: { affiliateLink: campaigns[0].affiliateId, referrer: 'https://ref.example' } });
    expect(entry.status).toBe(201);
    expect(entry.body.data.affiliateId).toMatch(new RegExp(`^${campaigns[0].affiliateId}-[a-z0-9]{8}$`));
    expect(entry.body.data.status).toBe('open');
    expect((await s.api('/api/affiliateentries', { method: 'POST', json: { affiliateLink: 'nope' } })).status).toBe(404);
  });

  it('searches by prefix, ignoring case and accents, and remembers terms', async () => {
    const model = (await s.api('/api/public/models?s=1')).body.data[0];
    const prefix = model.fullName.slice(0, 4).toUpperCase();
    const r = await s.api(`/api/search/${encodeURIComponent(prefix)}`);
    expect(r.body.data.models.some((m: any) => m.id === model.id)).toBe(true);
    const accent = await s.api(`/api/search/${encodeURIComponent('jardín')}`);
    const plain = await s.api('/api/search/jardin');
    expect(accent.body.data.galleries.length + accent.body.data.videos.length).toBeGreaterThan(0);
    expect(accent.body.data.videos.map((u: any) => u.id)).toEqual(plain.body.data.videos.map((u: any) => u.id));
    const place = await s.api('/api/search/dunes');
    expect(place.body.data.places[0].permaLink).toBe('coastal-dunes');
    expect((await s.api(`/api/search/${encodeURIComponent('"*) OR 1=1 --')}`)).status).toBe(200);
    const meta = (await s.api('/api/searchMetadata/simple')).body.data;
    expect(meta.mostSearched.length).toBeGreaterThan(0);
    expect(meta.updates.length).toBeGreaterThan(0);
    expect(meta.models[0].rating).toBeGreaterThanOrEqual(meta.models[1].rating);
    // One client's search is not published (tests/api/search-term-privacy.test.ts); the seeded terms are.
    const recent = (await s.api('/api/recentlysearched')).body.data.map((r: { term: string }) => r.term);
    expect(recent).not.toContain('dunes');
    expect(recent).toContain('sunset');
  });

  it('publishes an OpenAPI document', async () => {
    const doc = (await s.api('/api/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/public/models'].get.responses['200'].headers.maxresults).toBeDefined();
  });
});

describe.each(backends)('site configurations on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('lets staff store a preview, rejects invalid ones with paths, and publishes', async () => {
    const staff = await createUser(s, 'configstaff', { role: ROLE.staff });
    const config = structuredClone((await s.api('/api/settings')).body.data.config);
    const bad = await s.api('/api/configs', { method: 'PUT', token: staff.token, json: { config: { ...config, core: { ...config.core, locales: { default: 'xx', available: [] } } } } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).some((k) => k.startsWith('/core/locales'))).toBe(true);
    config.core.deployment.siteName = 'Renamed Site';
    const member = await createUser(s, 'configmember');
    expect((await s.api('/api/configs', { method: 'PUT', token: member.token, json: { config } })).status).toBe(403);
    const stored = await s.api('/api/configs', { method: 'PUT', token: staff.token, json: { config } });
    expect(stored.status).toBe(201);
    const token = stored.body.data.previewtoken;
    expect((await s.api(`/api/configs/${token}`)).body.data.config.core.deployment.siteName).toBe('Renamed Site');
    expect((await s.api('/api/settings')).body.data.config.core.deployment.siteName).not.toBe('Renamed Site');
    expect((await s.api(`/api/configs/${token}/publish`, { method: 'POST', token: staff.token, json: { baseVersion: await liveVersion(s, staff.token) } })).status).toBe(200);
    expect((await s.api('/api/settings')).body.data.config.core.deployment.siteName).toBe('Renamed Site');
  });
});

describe('per-address rate limits', () => {
  it('answers 429 with a clear message after too many logins from one address', async () => {
    const s = await startServer('sqlite', { rateLimits: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await s.api('/api/login', { method: 'POST', json: { username: `ghost${i}`, password: 'whatever1' } })).status);
      expect(statuses.slice(0, 20).every((x) => x === 401)).toBe(true);
      const last = await s.api('/api/login', { method: 'POST', json: { username: 'ghost-last', password: 'whatever1' } });
      expect(last.status).toBe(429);
      expect(last.body.error.code).toBe('rate_limited');
      expect(last.body.error.message).toMatch(/Too many requests/);
    } finally {
      await s.close();
    }
  }, 60_000);
});
