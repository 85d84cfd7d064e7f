// @vitest-environment node
// The desk's interface texts: a table per locale with the missing ones first, one text saved per
// call by editors and publishers (recorded), shown on the site at once; visitors and members refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

type Row = { key: string; english: string; text: string; builtIn: string; overridden: boolean; missing: boolean };

describe.each(backends)('desk translations on %s', (backend) => {
  const server = suiteServer(backend);
  let member: string;
  let editor: string;
  let publisher: string;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'member1')).token;
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
    // A locale without a catalog of its own, with one text.
    expect((await s.api('/api/locales/pt_BR', { method: 'PUT', token: publisher, json: { name: 'Português', lang: { Search: 'Pesquisar' } } })).status).toBe(200);
  });

  it('lists the texts of a locale, missing first, with search and paging', async () => {
    const s = server();
    const pt = await s.api('/api/staff/translations?locale=pt_BR&s=5', { token: editor });
    expect(pt.status).toBe(200);
    expect(pt.body.data).toHaveLength(5);
    expect(pt.body.data.every((r: Row) => r.missing && r.text === '')).toBe(true);
    const total = Number(pt.headers.get('maxresults'));
    expect(total).toBeGreaterThan(100);
    const missing = await s.api('/api/staff/translations?locale=pt_BR&missing=true&s=1', { token: editor });
    expect(Number(missing.headers.get('maxresults'))).toBe(total - 1);
    const search = await s.api('/api/staff/translations?locale=pt_BR&q=pesquisar', { token: editor });
    expect(search.body.data).toEqual([{ key: 'Search', english: 'Search', text: 'Pesquisar', builtIn: '', overridden: true, missing: false }]);
    const de = await s.api('/api/staff/translations?locale=de_DE&q=Search&s=100', { token: editor });
    const row = de.body.data.find((r: Row) => r.key === 'Search');
    expect(row).toMatchObject({ english: 'Search', builtIn: 'Suchen', text: 'Suchen', overridden: false, missing: false });
    expect((await s.api('/api/staff/translations?locale=german', { token: editor })).status).toBe(400);
    expect((await s.api('/api/staff/translations', { token: editor })).status).toBe(400);
  });

  it('saves one text, shows it on the site, records it, and removes it again', async () => {
    const s = server();
    const saved = await s.api('/api/staff/translations/de_DE/Search', { method: 'PUT', token: editor, json: { text: 'Durchsuchen' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ key: 'Search', text: 'Durchsuchen', builtIn: 'Suchen', overridden: true });
    const site = (await s.api('/api/public/locales')).body.data.find((l: { translateCode: string }) => l.translateCode === 'de_DE');
    expect(site.lang.Search).toBe('Durchsuchen');
    const audit = await s.api('/api/staff/audit?targetKind=translation', { token: publisher });
    expect(audit.body.data[0]).toMatchObject({ action: 'translation.edit', username: 'editor1', details: { locale: 'de_DE', key: 'Search', before: null, after: 'Durchsuchen' } });
    const slash = await s.api(`/api/staff/translations/de_DE/${encodeURIComponent('{from}–{to} of {all}')}`, { method: 'PUT', token: editor, json: { text: '{from}–{to} von {all}' } });
    expect(slash.body.data).toMatchObject({ key: '{from}–{to} of {all}', text: '{from}–{to} von {all}' });
    const reset = await s.api('/api/staff/translations/de_DE/Search', { method: 'PUT', token: editor, json: { text: null } });
    expect(reset.body.data).toMatchObject({ text: 'Suchen', overridden: false });
    expect((await s.api('/api/public/locales')).body.data.find((l: { translateCode: string }) => l.translateCode === 'de_DE').lang.Search).toBeUndefined();
  });

  it('refuses a malformed message, an unknown locale, visitors and members', async () => {
    const s = server();
    const bad = await s.api('/api/staff/translations/de_DE/Search', { method: 'PUT', token: editor, json: { text: 'Hallo {name' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/not a valid message/);
    expect((await s.api('/api/staff/translations/xx_XX/Search', { method: 'PUT', token: editor, json: { text: 'x' } })).status).toBe(404);
    expect((await s.api('/api/staff/translations/de_DE/Search', { method: 'PUT', token: editor, json: { text: 'x', extra: 1 } })).status).toBe(400);
    expect((await s.api('/api/staff/translations?locale=de_DE')).status).toBe(401);
    expect((await s.api('/api/staff/translations?locale=de_DE', { token: member })).status).toBe(403);
    expect((await s.api('/api/staff/translations/de_DE/Search', { method: 'PUT', json: { text: 'x' } })).status).toBe(401);
    expect((await s.api('/api/staff/translations/de_DE/Search', { method: 'PUT', token: member, json: { text: 'x' } })).status).toBe(403);
  });
});
