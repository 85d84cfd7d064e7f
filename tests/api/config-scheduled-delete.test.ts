// @vitest-environment node
// A preview link a publisher has scheduled is their planned release: an editor cannot delete it
// (403 saying who scheduled it and when, nothing changes), a publisher can, and the schedule is
// cancelled with it. The list tells the studio which links are scheduled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, liveVersion, startServer, useRealNetwork, type TestServer } from './harness';

useRealNetwork();

describe.each(backends)('deleting a scheduled preview link on %s', (backend) => {
  let s: TestServer;
  let staff: string;
  let editor: string;
  let fileConfig: any;

  const post = (pathname: string, json: unknown, token: string) => s.api(pathname, { method: 'POST', token, json });
  const remove = (token: string, as: string) => s.api(`/api/configs/${token}`, { method: 'DELETE', token: as });
  const listed = async (token: string) => (await s.api('/api/configs', { token: editor })).body.data.find((c: any) => c.token === token);
  const scheduleOf = async (id: number) => (await s.api('/api/configs/schedule', { token: editor })).body.data.find((e: any) => e.id === id);

  /** An editor's preview link that staff (a publisher) schedules an hour ahead. */
  async function scheduledLink(name: string) {
    const base = await liveVersion(s, staff);
    const config = structuredClone(fileConfig);
    config.core.deployment.siteName = name;
    const { token } = (await post('/api/configs', { config, name, baseVersion: base }, editor)).body.data;
    const publishAt = new Date(Date.now() + 3600_000).toISOString();
    const entry = (await post('/api/configs/schedule', { token, baseVersion: base, publishAt }, staff)).body.data;
    return { token, entry, publishAt };
  }

  beforeAll(async () => {
    s = await startServer(backend);
    const login = async (username: string, password: string) => (await s.api('/api/login', { method: 'POST', json: { username, password } })).body.data.token as string;
    staff = await login('staff', 'staff-demo-2026');
    editor = await login('editor', 'editor-demo-2026');
    fileConfig = (await s.api('/api/settings')).body.data.config;
  }, 90_000);
  afterAll(async () => {
    await s?.close();
  });

  it('lists the link as scheduled, by whom and for when', async () => {
    const { token, publishAt } = await scheduledLink('Listed Launch');
    expect(await listed(token)).toMatchObject({ status: 'preview', scheduled: { publishAt, by: 'staff' } });
  });

  it('refuses an editor with 403 naming who scheduled it and when; the link still opens and the schedule waits', async () => {
    const { token, entry, publishAt } = await scheduledLink('Editor Cannot Delete');
    const refused = await remove(token, editor);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'config_scheduled' });
    expect(refused.body.error.message).toBe(`This preview link is scheduled by staff to be published at ${publishAt}: only a publisher can delete it (which cancels the schedule)`);
    expect((await s.api(`/api/configs/${token}`)).status).toBe(200);
    expect(await scheduleOf(entry.id)).toMatchObject({ status: 'scheduled' });
    expect(await listed(token)).toMatchObject({ status: 'preview', scheduled: { by: 'staff' } });
  });

  it('lets a publisher delete it, which cancels the schedule with who and why', async () => {
    const { token, entry } = await scheduledLink('Publisher Deletes');
    expect((await remove(token, staff)).status).toBe(204);
    expect((await s.api(`/api/configs/${token}`)).status).toBe(410);
    const cancelled = await scheduleOf(entry.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.reason).toMatch(/^cancelled: the preview link was deleted by staff at \d{4}-/);
    const row = await listed(token);
    expect(row).toMatchObject({ status: 'deleted', deletedBy: 'staff' });
    expect(row.scheduled).toBeUndefined();
    // The audit log keeps who deleted which link and that a schedule went with it.
    const audit = await s.ctx.db.selectFrom('staff_actions').select(['username', 'action', 'target_kind', 'details']).where('action', '=', 'preview.delete').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect({ ...audit, details: JSON.parse(audit.details) }).toEqual({ username: 'staff', action: 'preview.delete', target_kind: 'preview', details: { name: 'Publisher Deletes', cancelledSchedules: 1 } });
  });

  it('lets an editor delete a link once its schedule was cancelled, and their own unscheduled links', async () => {
    const { token, entry } = await scheduledLink('Cancelled First');
    expect((await s.api(`/api/configs/schedule/${entry.id}`, { method: 'DELETE', token: staff })).status).toBe(204);
    expect((await listed(token)).scheduled).toBeUndefined();
    expect((await remove(token, editor)).status).toBe(204);
    const plain = (await post('/api/configs', { config: fileConfig, name: 'plain draft', baseVersion: await liveVersion(s, editor) }, editor)).body.data.token;
    expect((await remove(plain, editor)).status).toBe(204);
  });

  it('answers a visitor 401 and documents the 403', async () => {
    const { token } = await scheduledLink('Visitor Cannot');
    expect((await s.api(`/api/configs/${token}`, { method: 'DELETE' })).status).toBe(401);
    const doc = (await s.api('/api/openapi.json')).body;
    expect(doc.paths['/api/configs/{token}'].delete.responses['403']).toBeDefined();
    expect(doc.paths['/api/configs/{token}'].delete.summary).toContain('403 for editors');
  });
});
