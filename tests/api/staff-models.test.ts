// @vitest-environment node
// The staff content area's model calls: who may do what, drafts and deleted models that visitors
// never see (nor on the updates that name them), restore, and the history with the staff names.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

describe.each(backends)('staff models on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 6 });
  let member: string;
  let editor: string;
  let publisher: string;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'member1', { subscribed: true })).token;
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
  });

  const publicModel = (permaLink: string) => server().api(`/api/public/models/${permaLink}`);

  it('keeps a new model a draft until a publisher publishes it, then shows it in every language it has', async () => {
    const s = server();
    expect((await s.api('/api/staff/models')).status).toBe(401);
    expect((await s.api('/api/staff/models', { token: member })).status).toBe(403);
    const created = await s.api('/api/staff/models', { method: 'POST', token: editor, json: { fullName: 'Nova Lake', permaLink: 'nova-lake', gender: 'Female', names: { description_de_DE: 'Neu hier' }, description: 'New here' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data.status).toBe('draft');
    expect((await publicModel('nova-lake')).status).toBe(404);
    const publish = await s.api(`/api/staff/models/${id}/publish`, { method: 'POST', token: editor });
    expect(publish.status).toBe(403);
    expect(publish.body.error.message).toMatch(/Publishers only/);
    expect((await s.api(`/api/staff/models/${id}/publish`, { method: 'POST', token: publisher })).body.data.status).toBe('published');
    expect((await publicModel('nova-lake')).body.data.fullName).toBe('Nova Lake');
    expect((await s.api('/api/public/models/nova-lake?lang=de_DE')).body.data.description).toBe('Neu hier');
    expect((await s.api(`/api/staff/models/${id}`, { method: 'PUT', token: editor, json: { hair: 'Red' } })).status).toBe(403);
  });

  it('names the field of bad input', async () => {
    const s = server();
    for (const [json, field] of [
      [{ fullName: 'A', permaLink: 'a', age: 12 }, 'age'],
      [{ permaLink: 'a' }, 'fullName'],
      [{ fullName: 'A', permaLink: 'a', names: { bio_de_DE: 'x' } }, 'names'],
    ] as const) {
      const res = await s.api('/api/staff/models', { method: 'POST', token: editor, json });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty(field);
    }
    const taken = await s.api('/api/staff/models', { method: 'POST', token: editor, json: { fullName: 'Again', permaLink: 'nova-lake' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toHaveProperty('permaLink');
  });

  it('hides a deleted model at once, also from the updates that name it, and restores it', async () => {
    const s = server();
    const update = (await s.api('/api/public/updates?s=1')).body.data[0] as { permaLink: string; models: { id: number; permaLink: string }[] };
    const model = update.models[0]!;
    const deleted = await s.api(`/api/staff/models/${model.id}`, { method: 'DELETE', token: publisher });
    expect(deleted.body.data.status).toBe('deleted');
    expect((await publicModel(model.permaLink)).status).toBe(404);
    const after = (await s.api(`/api/public/updates/${update.permaLink}`)).body.data as { models: { id: number }[] };
    expect(after.models.map((m) => m.id)).not.toContain(model.id);
    expect((await s.api('/api/staff/models?status=deleted', { token: editor })).body.data.map((m: { id: number }) => m.id)).toEqual([model.id]);
    expect((await s.api(`/api/staff/models/${model.id}/restore`, { method: 'POST', token: publisher })).body.data.status).toBe('published');
    expect((await publicModel(model.permaLink)).status).toBe(200);
    const history = (await s.api(`/api/staff/models/${model.id}/history`, { token: editor })).body.data as { action: string; username: string; changes: Record<string, unknown> }[];
    expect(history.map((h) => [h.action, h.username])).toEqual([
      ['restore', 'publisher1'],
      ['delete', 'publisher1'],
    ]);
    expect(history[1]!.changes).toHaveProperty('status', { before: 'published', after: 'deleted' });
  });
});
