// @vitest-environment node
// Staff add a locale the interface has no catalog for, and texts: the public locale list carries
// them at once (its cached answer is dropped), by key, for the browser to lay over the catalogs.
import { describe, expect, it } from 'vitest';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';
import { ROLE } from '../../shared/roles';

useRealNetwork();

describe.each(backends)('locales and texts through the API on %s', (backend) => {
  const server = suiteServer(backend);
  const locales = async () => (await server().api('/api/public/locales')).body.data as Array<{ translateCode: string; name: string; id: string; permaLink: string; langCode: string; lang: Record<string, string> }>;

  it('the seed supplies Italian, a locale with no catalog of its own, with texts by key', async () => {
    const italian = (await locales()).find((l) => l.translateCode === 'it_IT');
    expect(italian).toMatchObject({ id: 'it-IT', name: 'Italiano', permaLink: 'it', langCode: 'it' });
    expect(italian!.lang.Search).toBe('Cerca');
    expect(italian!.lang['nav.models']).toBe('Modelle');
  });

  it('staff add a locale with texts, change it, and add translation records', async () => {
    const s = server();
    const { token } = await createUser(s, `staff_${backend}_loc`, { role: ROLE.staff });
    // Fetched once so the answer is cached: the write must drop it.
    expect((await locales()).some((l) => l.translateCode === 'pt_BR')).toBe(false);

    const added = await s.api('/api/locales/pt_BR', { method: 'PUT', token, json: { name: 'Português', lang: { Search: 'Pesquisar', '{from}–{to} of {all}': '{from}–{to} de {all}' } } });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ id: 'pt-BR', name: 'Português', permaLink: 'pt', translateCode: 'pt_BR', langCode: 'pt', lang: { Search: 'Pesquisar', '{from}–{to} of {all}': '{from}–{to} de {all}' } });
    const listed = await locales();
    expect(listed.map((l) => l.translateCode).at(-1)).toBe('pt_BR');

    // A second call renames it and merges texts: null removes one.
    const changed = await s.api('/api/locales/pt_BR', { method: 'PUT', token, json: { name: 'Português (Brasil)', lang: { Search: null, Login: 'Entrar' } } });
    expect(changed.body.data.name).toBe('Português (Brasil)');
    expect(changed.body.data.lang).toEqual({ Login: 'Entrar', '{from}–{to} of {all}': '{from}–{to} de {all}' });

    const records = await s.api('/api/translations', {
      method: 'PUT',
      token,
      json: { records: [{ langKey: 'footer.claim', lang_en_US: 'Adults only', lang_pt_BR: 'Somente adultos' }, { langKey: 'Login', lang_pt_BR: 'Acessar' }] },
    });
    expect(records.status).toBe(200);
    // The answer: the whole records of those keys (the seed's Italian "Login" included).
    expect(records.body.data).toEqual([
      { langKey: 'Login', lang_it_IT: 'Accedi', lang_pt_BR: 'Acessar' },
      { langKey: 'footer.claim', lang_en_US: 'Adults only', lang_pt_BR: 'Somente adultos' },
    ]);
    const pt = (await locales()).find((l) => l.translateCode === 'pt_BR')!;
    expect(pt.lang).toMatchObject({ 'footer.claim': 'Somente adultos', Login: 'Acessar' });
    expect((await locales()).find((l) => l.translateCode === 'en_US')!.lang['footer.claim']).toBe('Adults only');
    const all = (await s.api('/api/translations')).body.data as Array<Record<string, string>>;
    expect(all.find((r) => r.langKey === 'footer.claim')).toEqual({ langKey: 'footer.claim', lang_en_US: 'Adults only', lang_pt_BR: 'Somente adultos' });

    expect((await s.api('/api/locales/pt_BR', { method: 'DELETE', token })).status).toBe(204);
    expect((await locales()).some((l) => l.translateCode === 'pt_BR')).toBe(false);
    expect((await s.api('/api/translations')).body.data.find((r: Record<string, string>) => r.langKey === 'footer.claim')).toEqual({ langKey: 'footer.claim', lang_en_US: 'Adults only' });
    expect((await s.api('/api/locales/pt_BR', { method: 'DELETE', token })).status).toBe(404);
  });

  it('refuses visitors, members and bad input with a clear 4xx', async () => {
    const s = server();
    const member = await createUser(s, `member_${backend}_loc`);
    const staff = await createUser(s, `staff2_${backend}_loc`, { role: ROLE.staff });
    expect((await s.api('/api/locales/nl_NL', { method: 'PUT', json: { name: 'Nederlands' } })).status).toBe(401);
    expect((await s.api('/api/locales/nl_NL', { method: 'PUT', token: member.token, json: { name: 'Nederlands' } })).status).toBe(403);
    expect((await s.api('/api/translations', { method: 'PUT', token: member.token, json: { records: [{ langKey: 'x', lang_nl_NL: 'y' }] } })).status).toBe(403);

    const badCode = await s.api('/api/locales/italian', { method: 'PUT', token: staff.token, json: { name: 'Italiano' } });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error.message).toMatch(/translateCode/);
    const badText = await s.api('/api/locales/nl_NL', { method: 'PUT', token: staff.token, json: { name: 'Nederlands', lang: { '{0, plural, one {# photo} other {# photos}}': '{0, plural, one {# foto}' } } });
    expect(badText.status).toBe(400);
    expect(badText.body.error.message).toMatch(/not a valid message/);
    const badField = await s.api('/api/translations', { method: 'PUT', token: staff.token, json: { records: [{ langKey: 'x', lang_dutch: 'y' }] } });
    expect(badField.status).toBe(400);
    const longKey = await s.api('/api/locales/nl_NL', { method: 'PUT', token: staff.token, json: { name: 'Nederlands', lang: { ['k'.repeat(192)]: 'y' } } });
    expect(longKey.status).toBe(400);
    // Nothing of the refused calls was stored.
    expect((await locales()).some((l) => l.translateCode === 'nl_NL')).toBe(false);
    // Another locale's id is taken.
    expect((await s.api('/api/locales/nl_NL', { method: 'PUT', token: staff.token, json: { name: 'Nederlands', id: 'de-DE' } })).status).toBe(409);
  });
});
