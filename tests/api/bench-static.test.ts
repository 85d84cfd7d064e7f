// @vitest-environment node
// The bench's static comparison file (BENCH_STATIC_DIR): a gzip-accepting client gets the bytes
// gzipped once at write time, untouched by the compression middleware; others get the plain file.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealNetwork } from './harness';
import { benchStaticRouter } from '../../server/bench-static';

useRealNetwork();

const html = `<!doctype html><html><body>${'<p>home</p>'.repeat(2000)}</body></html>`;
// Level 1 on purpose: a per-request compression (level 6 by default) would give other bytes.
const gzipped = zlib.gzipSync(html, { level: 1 });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
let server: http.Server;
let base = '';

/** Raw bytes and headers as they travel (fetch would decompress them). */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'home.html'), html);
  fs.writeFileSync(path.join(dir, 'home.html.gz'), gzipped);
  fs.writeFileSync(path.join(dir, 'plain.html'), html);
  const app = express();
  app.use(compression());
  app.use('/__bench-static', benchStaticRouter(dir));
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('bench static files', () => {
  it('a gzip-accepting client gets the pre-gzipped bytes as HTML', async () => {
    const res = await get('/__bench-static/home.html', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.equals(gzipped)).toBe(true);
  });

  it('a client without gzip gets the plain file', async () => {
    const res = await get('/__bench-static/home.html', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(html);
  });

  it('a file without a .gz twin is compressed like any response', async () => {
    const res = await get('/__bench-static/plain.html', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toBe(html);
    expect(res.body.equals(gzipped)).toBe(false);
  });

  it('nothing outside the folder', async () => {
    expect((await get('/__bench-static/../package.json', { 'accept-encoding': 'gzip' })).status).toBe(404);
    expect((await get('/__bench-static/%2e%2e/package.json', { 'accept-encoding': 'gzip' })).status).toBe(404);
  });
});
