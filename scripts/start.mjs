// npm start: build the client if dist/client is missing or older than its sources, then run the
// server (which migrates, seeds an empty database and serves). Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const built = path.join(root, 'dist/client/index.html');
const SOURCES = ['src', 'blocks', 'layouts', 'schemas', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (!builtAt || sourcesAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building the client...' : 'No client build found: building the client...');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Client build failed; not starting.');
    process.exit(build.status ?? 1);
  }
}

// node --import tsx: one process (no npx/tsx wrapper) so signals reach the server directly.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
// Pass shutdown signals on so the server can finish in-flight requests and close the database.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
