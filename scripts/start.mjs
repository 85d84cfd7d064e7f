// npm start: build the server (dist/server, plain JavaScript), check the environment, build the
// client and the server-rendering bundle, each only when missing or older than its sources
// (scripts/build.mjs), then run the built server (which migrates, seeds an empty database and
// serves). Plain Node; the environment is read through the server's own module (server/env.ts),
// so a bad variable stops here, listed, before the minute-long client build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const serverDir = path.join(root, 'dist', 'server');
const SERVER_SOURCES = ['server', 'schemas', 'shared', 'package.json', 'tsconfig.json', 'scripts/build.mjs'];
const CLIENT_SOURCES = ['src', 'blocks', 'layouts', 'app', 'shared', 'schemas', 'site-configs', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'scripts/build.mjs', 'scripts/babel-styled-component-ids.ts', 'package.json'];

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

/** Runs scripts/build.mjs with `args` unless every file in `built` is newer than every source. */
function buildIfStale(built, sources, args, what) {
  const builtAt = Math.min(...built.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  const sourcesAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (builtAt && sourcesAt <= builtAt) return;
  console.log(builtAt ? `Sources changed since the last build: building ${what}...` : `No build found: building ${what}...`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', ...args], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Build failed; not starting.');
    process.exit(build.status ?? 1);
  }
}

buildIfStale([path.join(serverDir, 'main.mjs'), path.join(serverDir, 'env.mjs')], SERVER_SOURCES, ['--only', 'server', '--server-dir', serverDir], 'the server');
const { loadEnvOrExit, ssrDirOf, serverProcessEnv } = await import(pathToFileURL(path.join(serverDir, 'env.mjs')).href);
const env = loadEnvOrExit();
const clientDir = path.resolve(root, env.CLIENT_DIR);
const ssrDir = path.resolve(root, ssrDirOf(env));
buildIfStale([path.join(clientDir, 'index.html'), path.join(ssrDir, 'entry-server.mjs')], CLIENT_SOURCES, ['--only', 'client,ssr', '--client-dir', clientDir, '--ssr-dir', ssrDir], 'the client and the server renderer');

// One process (no wrapper) so signals reach the server directly; it reads the same environment.
// libuv's thread pool is sized when the process starts: room for every image worker and four more,
// so password hashing never waits behind pictures (an operator's UV_THREADPOOL_SIZE wins).
const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDir, 'main.mjs')], { cwd: root, stdio: 'inherit', env: serverProcessEnv(env) });
// Pass shutdown signals on so the server can finish in-flight requests and close the database.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
