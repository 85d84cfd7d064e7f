// @vitest-environment node
// Issue 26: one visitor's search text never reaches "recently" or "most searched" on its own. A term
// is listed only once SEARCH_TERM_MIN_CLIENTS distinct clients searched it and it found something,
// normalised (no markup, one spelling); staff hide a term for good, with who and why kept.
import { describe, expect, it } from 'vitest';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';
import { SEARCH_TERM_MIN_CLIENTS } from '../../server/queries/search-results';
import { ROLE } from '../../shared/roles';

useRealNetwork();

describe.each(backends)('search-term privacy on %s', (backend) => {
  // A proxy in front (loopback), so the test can speak as several clients.
  const server = suiteServer(backend, { env: { TRUST_PROXY: 'loopback' } });
  const search = (term: string, client: string) => server().api(`/api/search/${encodeURIComponent(term)}`, { headers: { 'x-forwarded-for': client } });
  const listed = async () => {
    // Fresh lists, not the copies the caches keep for a minute.
    server().ctx.cache.clear();
    await server().ctx.httpCache.invalidate('test');
    const recent = (await server().api('/api/recentlysearched?s=100')).body.data.map((r: { term: string }) => r.term) as string[];
    const most = (await server().api('/api/searchMetadata/simple')).body.data.mostSearched.map((r: { term: string }) => r.term) as string[];
    return { recent, most };
  };

  it('lists a term only after several clients searched it, in one plain spelling', async () => {
    expect(SEARCH_TERM_MIN_CLIENTS).toBeGreaterThanOrEqual(3);
    const spellings = ['"><i>Dunes</i>', '  DÜNES   ', '<dunes>', 'Dunes!'];
    // The first client, however often it searches, publishes nothing.
    for (let i = 0; i < 20; i++) expect((await search(spellings[i % spellings.length]!, '203.0.113.10')).status).toBe(200);
    for (let n = 1; n < SEARCH_TERM_MIN_CLIENTS; n++) {
      if (n > 1) await search(spellings[n % spellings.length]!, `198.51.100.${n}`);
      const { recent, most } = await listed();
      expect([...recent, ...most].filter((t) => t.includes('dunes'))).toEqual([]);
    }
    await search(spellings[2]!, '192.0.2.77');
    const { recent, most } = await listed();
    expect(recent).toContain('dunes');
    expect(most).toContain('dunes');
    // Nothing of the markup is published, nor another spelling.
    expect([...recent, ...most].some((t) => /[<>"]/.test(t))).toBe(false);
    expect([...recent, ...most].filter((t) => t.includes('dunes'))).toEqual(['dunes', 'dunes']);
    // Only pseudonymous client ids are kept, never an address, and none once the term is listed.
    const pending = await server().ctx.db.selectFrom('search_term_clients').select(['term', 'client']).execute();
    expect(pending.filter((p) => p.term === 'dunes')).toEqual([]);
    const clients = await server().ctx.db.selectFrom('search_clients').select('client').execute();
    expect(clients.every((c) => !/\d+\.\d+\.\d+\.\d+|:/.test(c.client))).toBe(true);
  });

  it('never lists a term that found nothing, however many clients searched it', async () => {
    for (let n = 0; n < SEARCH_TERM_MIN_CLIENTS + 2; n++) await search('"><a>xqzzvw</a>', `203.0.113.${50 + n}`);
    const { recent, most } = await listed();
    expect([...recent, ...most].filter((t) => t.includes('xqzzvw'))).toEqual([]);
  });

  it('lets staff hide a term for good, keeping who and why', async () => {
    const s = server();
    for (let n = 0; n < SEARCH_TERM_MIN_CLIENTS; n++) await search('Coastal dunes', `203.0.113.${100 + n}`);
    expect((await listed()).recent).toContain('coastal dunes');
    const member = await createUser(s, 'termmember');
    const staff = await createUser(s, 'termstaff', { role: ROLE.staff });
    const hide = (token: string | undefined, json: unknown) => s.api('/api/searches/hidden', { method: 'POST', token, json });
    expect((await hide(undefined, { term: 'coastal dunes', reason: 'spam' })).status).toBe(401);
    expect((await hide(member.token, { term: 'coastal dunes', reason: 'spam' })).status).toBe(403);
    expect((await hide(staff.token, { term: 'coastal dunes', reason: '  ' })).status).toBe(400);
    const tooLong = await hide(staff.token, { term: 'dunes '.repeat(20), reason: 'far too long' });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.message).toMatch(/can never be listed/);

    const hidden = await hide(staff.token, { term: '  COASTAL   Dünes ', reason: 'names a private beach' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ term: 'coastal dunes', hiddenBy: staff.id, reason: 'names a private beach' });
    const after = await listed();
    expect([...after.recent, ...after.most]).not.toContain('coastal dunes');
    // Searched again by new clients, it stays hidden.
    for (let n = 0; n < SEARCH_TERM_MIN_CLIENTS + 1; n++) expect((await search('coastal dunes', `198.51.100.${150 + n}`)).status).toBe(200);
    const later = await listed();
    expect([...later.recent, ...later.most]).not.toContain('coastal dunes');

    expect((await s.api('/api/searches/hidden', { token: member.token })).status).toBe(403);
    const list = await s.api('/api/searches/hidden', { token: staff.token });
    expect(list.body.data).toEqual([expect.objectContaining({ term: 'coastal dunes', hiddenBy: staff.id, reason: 'names a private beach' })]);
  });
});
