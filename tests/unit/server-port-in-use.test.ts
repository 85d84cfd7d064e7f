// @vitest-environment node
// The server entry when its port is taken: it says so and exits 1 (it used to crash on a TypeError).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useRealNetwork } from '../api/harness';

useRealNetwork();
const dataDir = mkdtempSync(path.join(tmpdir(), 'port-in-use-'));
const taken = net.createServer();
afterAll(() => {
  taken.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a port another program uses', { timeout: 60_000 }, () => {
  it('exits 1 with a message naming the port, and never listens', async () => {
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: '', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', PORT: String(port), HOST: '127.0.0.1', SEED_DEMO_CONTENT: '0', DEMO_TRAILERS: '0', JOBS: '0', LOG_LEVEL: 'info' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Cannot listen on 127.0.0.1 port ${port}: another program uses it. Stop it, or start this server with another PORT.`);
    expect(result.stderr).not.toContain('TypeError');
    expect(result.stdout).not.toContain('"listening"');
  });
});
