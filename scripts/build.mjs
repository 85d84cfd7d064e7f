// npm run build: the browser bundle (with its Vite manifest), next to it the server-rendering
// bundle (app/entry-server.tsx) that the server uses for every public page (both from the same
// vite.config.ts: React + the Lingui macro and .po catalogs), and the server itself as plain
// JavaScript (dist/server, esbuild; packages stay in node_modules) so production runs no TypeScript
// loader.
//   node scripts/build.mjs [--client-dir dist/client] [--ssr-dir <client-dir>-ssr] [--server-dir dist/server]
//                          [--log-level warn] [--only client,ssr,server]
// CLIENT_DIR / SSR_DIR work as well, as for the server.
import path from 'node:path';

// Always a production build, also when started from a test runner (NODE_ENV=test): React's
// production JSX runtime in both bundles, as the server bundle's define promises.
process.env.NODE_ENV = 'production';

const arg = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const clientDir = path.resolve(arg('client-dir') ?? process.env.CLIENT_DIR ?? 'dist/client');
const ssrDir = path.resolve(arg('ssr-dir') ?? process.env.SSR_DIR ?? `${clientDir}-ssr`);
const serverDir = path.resolve(arg('server-dir') ?? 'dist/server');
const logLevel = arg('log-level') ?? 'info';
const only = new Set((arg('only') ?? 'client,ssr,server').split(','));

const started = Date.now();
const { build } = only.has('client') || only.has('ssr') ? await import('vite') : {};
if (only.has('client')) await build({ logLevel, build: { outDir: clientDir, emptyOutDir: true, manifest: true } });
if (only.has('ssr')) await build({
  logLevel,
  // Production React (and everything else) inside the bundle: it runs from any folder, without
  // node_modules next to it, and never in React's slower development mode.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'app/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    sourcemap: true,
    // Everything in one server bundle (React, styled-components...): its size costs no visitor anything.
    chunkSizeWarningLimit: 4096,
    rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
});
if (only.has('server')) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    // main.mjs is `npm start`'s server; env.mjs lets scripts/start.mjs check the environment first;
    // image-worker.mjs is the picture renderers' thread, beside main.mjs where the server looks for it.
    entryPoints: { main: 'server/main.ts', env: 'server/env.ts', 'image-worker': 'server/media/image-worker.mjs' },
    outdir: serverDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: logLevel === 'silent' || logLevel === 'error' ? logLevel : 'warning',
  });
}
const built = [only.has('client') && clientDir, only.has('ssr') && ssrDir, only.has('server') && serverDir].filter(Boolean).map((dir) => path.relative(process.cwd(), dir) || dir);
console.log(`built ${built.join(' and ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
