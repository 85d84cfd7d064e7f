// A server a browser test starts for itself, with its own SQLite file (which the test may read and
// write beside the running server) and its own site configuration.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export interface OwnServer {
  base: string;
  dataDir: string;
  dbFile: string;
  stop: () => Promise<void>;
}

/** The default configuration selling everything: bitcoin switched on, single updates for sale. */
export function sellingSiteConfig(): unknown {
  const config = JSON.parse(readFileSync('site-configs/default.json', 'utf8')) as {
    core: { payment: { endpoints: Array<{ provider: string; isActive: boolean }>; updatePurchase: boolean } };
  };
  for (const endpoint of config.core.payment.endpoints) if (endpoint.provider === 'bitcoin') endpoint.isActive = true;
  config.core.payment.updatePurchase = true;
  return config;
}

/** Starts `server/main.ts` on `port` and waits until it answers; `env` adds or overrides variables. */
export async function startOwnServer(port: number, config: unknown, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-browser-'));
  const dbFile = join(dataDir, 'site.db');
  const configFile = join(dataDir, 'site-config.json');
  writeFileSync(configFile, JSON.stringify(config));
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: dbFile, SITE_CONFIG: configFile, SITE_URL: base, LOG_LEVEL: 'warn', DEMO_TRAILERS: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/settings`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    dataDir,
    dbFile,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `fn` on a server's database (WAL: safe beside the running server). */
export function withDatabase<T>(dbFile: string, fn: (db: Database.Database) => T): T {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
