// @vitest-environment node
// Picture rendering never starves requests: while a cold server renders a set of 100 pictures,
// members keep logging in at their usual speed (issue 28: a gallery's first download once made
// every login on the server take 21.6 s, image work and password hashing sharing one thread pool).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startServer, useRealNetwork, type TestServer } from './harness';

useRealNetwork();

// 100 distinct public pictures (pool, variant, width): each one a render of its own.
const PICTURES = [620, 960, 1920]
  .flatMap((width) => ['plain', 'upright', 'soft', 'uprightsoft'].flatMap((variant) => Array.from({ length: 16 }, (_, pool) => `${pool}-${variant}-${width}.jpg`)))
  .slice(0, 100);

describe('image work beside logins', () => {
  let s: TestServer;
  let imageDir: string;
  beforeAll(async () => {
    imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workers-test-img-'));
    s = await startServer('sqlite', { imageDir });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    fs.rmSync(imageDir, { recursive: true, force: true });
  });

  it('answers every login within a second while 100 pictures are rendered', async () => {
    const member = await createUser(s, 'busy-member', { subscribed: true });
    const login = async () => {
      const started = performance.now();
      const res = await s.api('/api/login', { method: 'POST', json: { username: 'busy-member', password: member.password } });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const quiet = [await login(), await login()];

    let rendered = 0;
    const renders = Promise.all(
      PICTURES.map(async (name) => {
        const res = await fetch(`${s.url}/media/public/img/${name}`);
        const body = Buffer.from(await res.arrayBuffer());
        rendered++;
        return { name, status: res.status, jpeg: body.subarray(0, 2).toString('hex') === 'ffd8' };
      }),
    );
    // Log in one after another for as long as the pictures are being made.
    const busy: number[] = [];
    let done = false;
    void renders.finally(() => (done = true));
    while (!done) busy.push(await login());

    const results = await renders;
    expect(results.filter((r) => r.status !== 200 || !r.jpeg)).toEqual([]);
    expect(rendered).toBe(100);
    console.log(`slowest login while rendering ${Math.round(Math.max(...busy))} ms; logins quiet ${quiet.map(Math.round).join(', ')} ms; while rendering 100 pictures (${busy.length}): ${busy.map(Math.round).join(', ')} ms; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    expect(busy.length).toBeGreaterThan(0);
    expect(Math.max(...busy)).toBeLessThan(1000);
  }, 300_000);
});
