// @vitest-environment node
// Tags, channels, places and categories as staff manage them: names per locale that the public API
// answers at once, deleting only what nothing uses, and the history of changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

describe.each(backends)('staff tags, channels, places and categories on %s', (backend) => {
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

  it('creates a tag with its German name that the public tag list shows at once, and deletes it', async () => {
    const s = server();
    expect((await s.api('/api/staff/tags')).status).toBe(401);
    expect((await s.api('/api/staff/tags', { token: member })).status).toBe(403);
    // Cached before the write: the new tag must still show.
    await s.api('/api/public/tags?s=100&lang=de_DE');
    const created = await s.api('/api/staff/tags', { method: 'POST', token: editor, json: { fullName: 'Lakeside', permaLink: 'lakeside', names: { fullName_de_DE: 'Am See' } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tags = (await s.api('/api/public/tags?s=100&lang=de_DE')).body.data as { permaLink: string; fullName: string }[];
    expect(tags.find((t) => t.permaLink === 'lakeside')?.fullName).toBe('Am See');

    const edit = await s.api(`/api/staff/tags/${created.body.data.id}`, { method: 'PUT', token: editor, json: { names: { fullName_de_DE: 'Seeufer' } } });
    expect(edit.body.data.names).toEqual({ fullName_de_DE: 'Seeufer' });
    const history = (await s.api(`/api/staff/tags/${created.body.data.id}/history`, { token: editor })).body.data as { action: string; username: string; changes: Record<string, unknown> }[];
    expect(history[0]).toMatchObject({ action: 'edit', username: 'editor1', changes: { names: { before: { fullName_de_DE: 'Am See' }, after: { fullName_de_DE: 'Seeufer' } } } });

    expect((await s.api(`/api/staff/tags/${created.body.data.id}`, { method: 'DELETE', token: editor })).status).toBe(403);
    expect((await s.api(`/api/staff/tags/${created.body.data.id}`, { method: 'DELETE', token: publisher })).status).toBe(204);
    expect(((await s.api('/api/public/tags?s=100')).body.data as { permaLink: string }[]).map((t) => t.permaLink)).not.toContain('lakeside');
  });

  it('refuses to delete a channel that updates use, and names bad fields', async () => {
    const s = server();
    const used = await s.ctx.db.selectFrom('updates').select('channel_id').where('channel_id', 'is not', null).executeTakeFirstOrThrow();
    const refused = await s.api(`/api/staff/channels/${used.channel_id}`, { method: 'DELETE', token: publisher });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/used by \d+ update/);
    const bad = await s.api('/api/staff/places', { method: 'POST', token: editor, json: { fullName: 'X', permaLink: 'Bad Link' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('permaLink');
    const first = (await s.api('/api/staff/categories?s=1', { token: editor })).body.data[0] as { permaLink: string };
    const taken = await s.api('/api/staff/categories', { method: 'POST', token: editor, json: { fullName: 'Again', permaLink: first.permaLink } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toHaveProperty('permaLink');
  });
});
