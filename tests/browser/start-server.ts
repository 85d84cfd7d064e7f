// Starts the real server (already built client) on its own port, database and configuration.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  baseUrl: string;
  /** Its DATA_DIR: the SQLite file site.db, mail, media. */
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startServer(port: number, siteConfig?: unknown): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-server-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_TRAILERS: '0', DISABLE_RATE_LIMITS: '1' };
  if (siteConfig) {
    env.SITE_CONFIG = join(dataDir, 'site-config.json');
    writeFileSync(env.SITE_CONFIG, JSON.stringify(siteConfig));
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/settings`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
