// Builds the client when needed and starts the real server on a private port and database.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199);
// Parallel runs (several working copies or sessions) each build into and serve their own folder.
const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';
// The server-rendering bundle goes next to it (as the server expects without SSR_DIR).
const SSR_DIR = process.env.SSR_DIR ?? `${CLIENT_DIR}-ssr`;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function waitForServer(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  if (!process.env.SKIP_CLIENT_BUILD) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--client-dir', CLIENT_DIR, '--ssr-dir', SSR_DIR, '--log-level', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('client or server-rendering build failed');
  }
  dataDir = mkdtempSync(join(tmpdir(), 'site-browser-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_TRAILERS: '0', CLIENT_DIR, SSR_DIR, DISABLE_RATE_LIMITS: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  await waitForServer(`${baseUrl}/api/settings`, 120_000);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
