// @vitest-environment node
// Every redirect the server builds stays on the site, and no path shape is a 500: a raw path of
// backslashes and encoded dots (`/\evil.example/%2e%2e`, sent as is, as curl --path-as-is does)
// that names a folder of the built client is not answered with a Location a browser resolves to
// another host, and `//` paths render instead of failing.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { startServer, useRealNetwork, type TestServer } from './harness';

useRealNetwork();

/** GET with the path exactly as given (fetch would normalise it first). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
  });
}

describe('redirects stay on the site', () => {
  let s: TestServer;
  let server: http.Server;
  let port: number;
  let clientDir: string;

  beforeAll(async () => {
    s = await startServer('sqlite');
    // A built client as the server serves it: index.html and a folder of hashed assets.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'export {};');
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    server = await new Promise((resolve) => {
      const listening = createApp(s.ctx, { clientDir, render: { ssrDir: path.join(clientDir, 'no-ssr') } }).listen(0, '127.0.0.1', () => resolve(listening));
    });
    port = (server.address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await s.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/\\evil.example/%2e%2e', '/%5cevil.example/%2e%2e', '/\\evil.example/..%2f', '/assets', '//evil.example/%2e%2e', '//', '/\\\\evil.example'])(
    '%s gets no Location off the site and no 500',
    async (rawPath) => {
      const { status, location } = await rawGet(port, rawPath);
      const site = `http://127.0.0.1:${port}`;
      if (location !== undefined) expect(new URL(location, `${site}/`).origin).toBe(site);
      expect(status).toBeLessThan(500);
    },
  );

  it('still serves the files of the built client', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});
