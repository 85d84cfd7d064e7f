// npm start: build the client and the server-rendering bundle (scripts/build.mjs) if either is
// missing or older than its sources, then run the server (which migrates, seeds an empty database
// and serves). Plain Node, no dependencies. CLIENT_DIR / SSR_DIR move the builds, as for the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
const ssrDir = path.resolve(root, process.env.SSR_DIR ?? `${clientDir}-ssr`);
const BUILT = [path.join(clientDir, 'index.html'), path.join(ssrDir, 'entry-server.mjs')];
const SOURCES = ['src', 'blocks', 'layouts', 'schemas', 'site-configs', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'scripts/build.mjs', 'scripts/babel-styled-component-ids.ts', 'package.json'];

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

const builtAt = Math.min(...BUILT.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
const sourcesAt = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (!builtAt || sourcesAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building...' : 'No build found: building the client and the server renderer...');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--client-dir', clientDir, '--ssr-dir', ssrDir], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Build failed; not starting.');
    process.exit(build.status ?? 1);
  }
}

// node --import tsx: one process (no npx/tsx wrapper) so signals reach the server directly.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CLIENT_DIR: clientDir, SSR_DIR: ssrDir },
});
// Pass shutdown signals on so the server can finish in-flight requests and close the database.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
