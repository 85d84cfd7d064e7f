// @vitest-environment node
import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW_MS } from './fixtures/clock';
import { counters } from './fixtures/counters';
import { updates } from './fixtures/updates';
import { paths } from './handlers/paths';
import { server } from './node';
import { emptyList, emptyLists, failing, pending, serverError } from './scenarios';
import type { LastAndNext, Model, Update } from '../schemas/api';

// tests/setup/component-setup.ts starts `server` (onUnhandledRequest: 'error') and resets it after each test.

const get = async <T>(path: string) => {
  const response = await fetch(`http://localhost/api/${path}`);
  return { response, body: (await response.json()) as T };
};

describe('mock api', () => {
  it('pages lists and reports the total in maxresults', async () => {
    const first = await get<{ data: Model[] }>('public/models?p=0&s=5');
    const last = await get<{ data: Model[] }>('public/models?p=2&s=5');
    expect(first.response.headers.get('maxresults')).toBe('12');
    expect(first.body.data).toHaveLength(5);
    expect(last.body.data.map((m) => m.id)).toEqual([11, 12]);
  });

  it('answers an unknown permaLink with 404 and the error body', async () => {
    const { response, body } = await get('public/models/nobody-here');
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('serves a model by permaLink', async () => {
    const { body } = await get<{ data: Model }>('public/models/anya-marlow');
    expect(body.data.fullName).toBe('Anya Marlow');
    expect(body.data.avatarUrl).toMatch(/^data:image\/svg\+xml/);
  });

  it('filters updates by tag and content type, counting only published ones', async () => {
    const all = await get<{ data: Update[] }>('public/updates?s=100');
    expect(all.response.headers.get('maxresults')).toBe(String(counters.updateCount));
    expect(all.body.data.every((u) => Date.parse(u.publishDate) <= FIXTURE_NOW_MS)).toBe(true);

    const { response, body } = await get<{ data: Update[] }>('public/updates?tag=outdoor&contentType=photo&s=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((u) => u.contentType === 'photo' && u.tags.some((t) => t.permaLink === 'outdoor'))).toBe(true);
    expect(response.headers.get('maxresults')).toBe(String(body.data.length));
  });

  it('filters updates by year and month', async () => {
    const { body } = await get<{ data: Update[] }>('public/videos?y=2026&m=11');
    expect(body.data.every((u) => u.contentType === 'video' && u.publishDate.startsWith('2026-11'))).toBe(true);
  });

  it('splits last and next updates at FIXTURE_NOW', async () => {
    const { body } = await get<{ data: LastAndNext }>('public/indexLastAndNext');
    expect(body.data.nextUpdates).toHaveLength(2);
    expect(body.data.nextUpdates.every((u) => Date.parse(u.publishDate) > FIXTURE_NOW_MS)).toBe(true);
    expect(body.data.lastUpdates.every((u) => Date.parse(u.publishDate) <= FIXTURE_NOW_MS)).toBe(true);
  });

  it('limits recent updates to a channel', async () => {
    const { body } = await get<{ data: Update[] }>('public/updates/recentVideos?includeChannels=behind-the-scenes');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((u) => u.channel?.permaLink === 'behind-the-scenes' && u.contentType === 'video')).toBe(true);
  });

  it('searches case-insensitively', async () => {
    const { body } = await get<{ data: { models: Model[]; galleries: Update[] } }>('search/GARDEN');
    expect(body.data.galleries.every((u) => u.fullName.toLowerCase().includes('garden'))).toBe(true);
    expect(body.data.galleries.length).toBeGreaterThan(0);
  });

  it('has the fixture shape the brief asks for', () => {
    const byType = (t: string) => updates.filter((u) => u.contentType === t).length;
    expect([byType('video'), byType('photo'), byType('dvd')]).toEqual([12, 18, 6]);
    expect(updates.filter((u) => Date.parse(u.publishDate) > FIXTURE_NOW_MS)).toHaveLength(2);
    expect(new Set(updates.map((u) => u.permaLink)).size).toBe(36);
  });

  it('matches /api/ on any origin but not module paths that contain /api/', async () => {
    const onPort = await fetch('http://127.0.0.1:5173/api/public/channels');
    expect(onPort.headers.get('maxresults')).toBe('6');
    expect(matchRequestUrl(new URL('http://localhost:6006/src/api/public/models'), paths.models).matches).toBe(false);
    expect(matchRequestUrl(new URL('https://example.test/api/public/models?p=1'), paths.models).matches).toBe(true);
  });

  it('serves channel updates and the site configuration', async () => {
    const channel = await get<{ data: Update[] }>('public/channel/1/updates?contentType=video');
    expect(channel.body.data.length).toBeGreaterThan(0);
    expect(channel.body.data.every((u) => u.channel?.permaLink === 'behind-the-scenes')).toBe(true);
    const settings = await get<{ data: { config: unknown } }>('settings');
    expect(settings.body.data.config).toEqual(expect.objectContaining({ core: expect.anything() }));
  });

  it('scenarios override the defaults', async () => {
    server.use(...emptyLists);
    const empty = await get<{ data: unknown[] }>('public/photos');
    expect(empty.body.data).toEqual([]);
    expect(empty.response.headers.get('maxresults')).toBe('0');

    server.use(...serverError);
    const failed = await get('public/tags');
    expect(failed.response.status).toBe(500);
  });

  it('per-route state helpers change only their route', async () => {
    server.use(emptyList(paths.tags), failing(paths.models), pending(paths.places));
    const tags = await get<{ data: unknown[] }>('public/tags');
    expect(tags.body.data).toEqual([]);
    expect(tags.response.headers.get('maxresults')).toBe('0');
    expect((await get('public/models')).response.status).toBe(500);
    // Other routes keep their fixtures.
    expect((await get<{ data: unknown[] }>('public/photos')).body.data.length).toBeGreaterThan(0);
    // A never-answering route: still open after the other routes answered; aborted to end the test.
    const abort = new AbortController();
    const places = fetch('http://localhost/api/public/places', { signal: abort.signal }).then(() => 'answered', () => 'aborted');
    await get('public/photos');
    expect(await Promise.race([places, Promise.resolve('pending')])).toBe('pending');
    abort.abort();
    expect(await places).toBe('aborted');
  });
});
