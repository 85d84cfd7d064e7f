// @vitest-environment node
// Issue 13: a server render takes its data from the API's own reads in-process (no HTTP request to
// its own /api), renders the page once, and hands the browser the same keys and payloads as the
// API answers, so the browser hydrates without fetching again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as mswServer } from '../../mock-api/node';
import { createApp } from '../../server/app';
import { MAX_RESULTS_HEADER } from '../../schemas/api/common';
import { newsList } from '../../blocks/news-list';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let pages: Server;
let base: string;
/** API requests that reached the page renderer's own /api (the render's requests to itself). */
let apiRequests: string[] = [];

beforeAll(async () => {
  mswServer.close();
  s = await startServer('sqlite');
  const app = createApp(s.ctx, {
    clientDir: path.join(os.tmpdir(), 'ssr-in-process-no-client'),
    render: { loadEntry: () => import('../../app/entry-server'), template: fs.readFileSync('index.html', 'utf8') },
  });
  // In front of the app: sees every request a render would make to its own origin's API.
  const outer = express();
  outer.use('/api', (req, _res, next) => {
    apiRequests.push(req.originalUrl);
    next();
  });
  outer.use(app);
  pages = await new Promise<Server>((resolve) => {
    const server = outer.listen(0, '127.0.0.1', () => resolve(server));
  });
  base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  pages?.closeAllConnections();
  await new Promise((resolve) => pages?.close(resolve));
  await s?.close();
});

/** A member's page (the member hint cookie) carries every block's data; a visitor's only that of blocks that hydrate. */
async function render(pathname: string, { member = false } = {}) {
  apiRequests = [];
  const response = await fetch(`${base}${pathname}`, member ? { headers: { cookie: 'member=1' } } : {});
  const html = await response.text();
  const json = /<script type="application\/json" id="__SSR_DATA__">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const snapshot = JSON.parse(json ?? 'null') as { fallback: Record<string, unknown>; islands?: Record<string, string> } | null;
  return { status: response.status, timing: response.headers.get('server-timing') ?? '', fallback: snapshot?.fallback ?? {}, islands: snapshot?.islands ?? {} };
}

/** The API request of a serialized SWR key of the API hooks: `@"list","public/models",#lang:"en_US",s:12,,`. */
function requestOfKey(key: string) {
  const found = /^@"(data|list)","([^"]*)",(?:#(.*),)?,?$/.exec(key);
  if (!found) throw new Error(`not an API hook's key: ${key}`);
  const params = new URLSearchParams();
  for (const [, name, value] of (found[3] ?? '').matchAll(/([A-Za-z_]+):("(?:[^"\\]|\\.)*"|[^,]*),/g)) {
    params.set(name!, value!.startsWith('"') ? (JSON.parse(value!) as string) : value!);
  }
  return { kind: found[1] as 'data' | 'list', url: `/api/${found[2]}${params.size ? `?${params}` : ''}` };
}

/** What the browser's client makes of the API's answer for that key (src/api/client.ts). */
async function apiPayload(key: string) {
  const { kind, url } = requestOfKey(key);
  const response = await s.api(url);
  expect([url, response.status]).toEqual([url, 200]);
  const data = (response.body as { data: unknown }).data;
  if (kind === 'data') return data;
  const total = Number(response.headers.get(MAX_RESULTS_HEADER));
  return { items: data, total: Number.isFinite(total) && total > 0 ? total : (data as unknown[]).length };
}

/** Random lists: the page asks without a seed and shows the rotation window's pick (shared/random-rotation.ts). */
const RANDOM = /"public\/(modelsrandom|random|updates\/random)/;

describe('a server render with in-process data', { timeout: 60_000 }, () => {
  /** The page of the first entity of a public list. */
  const firstOf = async (list: 'models' | 'videos') => `/${list}/${((await s.api(`/api/public/${list}?s=1`)).body as { data: { permaLink: string }[] }).data[0]!.permaLink}`;

  for (const [name, pathname] of [
    ['home', '/'],
    ['model', 'model'],
    // Its comments too: they are a public read like the rest.
    ['video', 'video'],
  ] as const) {
    it(`the ${name} page makes no request to its own API, renders once, and sends the API's payloads`, async () => {
      // One rotation window for the render and the API calls compared with it (random lists).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.UTC(2026, 0, 1, 12, 1));
      try {
        // Chosen at that time: an update is visible once published.
        const url = pathname === 'model' ? await firstOf('models') : pathname === 'video' ? await firstOf('videos') : pathname;
        const page = await render(url, { member: true });
        expect(page.status).toBe(200);
        expect(apiRequests).toEqual([]);
        expect(page.timing).toMatch(/desc="1 render"/);
        const keys = Object.keys(page.fallback);
        expect(page.islands).toEqual({});
        expect(keys.length).toBeGreaterThan(pathname === '/' ? 8 : 2);
        if (pathname === 'video') expect(keys.filter((key) => /^@"list","updates\/\d+\/comments"/.test(key))).toHaveLength(1);
        // The hooks key a random list without a seed until the page has hydrated: so does the server.
        const random = keys.filter((key) => RANDOM.test(key));
        expect(random.length).toBe(pathname === 'model' ? 0 : 1);
        for (const key of random) expect(key).not.toMatch(/seed:/);
        for (const key of keys) {
          expect([key, page.fallback[key]]).toEqual([key, await apiPayload(key)]);
        }
      } finally {
        vi.useRealTimers();
      }
    });
  }

  it("a visitor's home carries only the data of blocks that hydrate", async () => {
    const member = await render('/', { member: true });
    const visitor = await render('/');
    expect(visitor.timing).toMatch(/desc="1 render"/);
    // Several of home's blocks never hydrate (slogans, counter bar, tag cloud...): their answers stay on the server.
    expect(Object.values(visitor.islands)).toContain('never');
    const visitorKeys = Object.keys(visitor.fallback);
    expect(visitorKeys.length).toBeLessThan(Object.keys(member.fallback).length);
    for (const key of visitorKeys) expect(visitor.fallback[key]).toEqual(member.fallback[key]);
  });

  it('a block that declares nothing still gets its data, at the cost of another render', async () => {
    // Without its `data`, the news list's hooks ask during the render, which is then done again.
    const block = newsList as { data?: unknown };
    const declared = block.data;
    delete block.data;
    try {
      const page = await render('/news');
      expect(page.status).toBe(200);
      expect(apiRequests).toEqual([]);
      expect(page.timing).toMatch(/desc="2 renders"/);
      const posts = Object.keys(page.fallback).find((key) => key.includes('"public/posts"'));
      expect(posts).toBeDefined();
      expect(page.fallback[posts!]).toEqual(await apiPayload(posts!));
    } finally {
      block.data = declared;
    }
  });

  it('a model that does not exist still goes to /404', async () => {
    apiRequests = [];
    const response = await fetch(`${base}/models/no-such-model`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/404');
    expect(apiRequests).toEqual([]);
  });
});
