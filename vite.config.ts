import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import styledComponentIds from './scripts/babel-styled-component-ids';

const production = process.env.NODE_ENV === 'production';

export default defineConfig({
  publicDir: 'src/public',
  // React Router's package exports only its development build (the same code with its development
  // warnings switched on, checked on every route match); production bundles take its twin.
  resolve: production ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] } : {},
  plugins: [
    // Stable styled-components ids: the server bundle and the browser bundle name classes alike
    // (scripts/build.mjs makes both production builds, so both leave the display names out).
    react({ babel: { plugins: [[styledComponentIds, { displayNames: !production }], ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
    lingui(),
  ],
  server: {
    port: 5173,
    // The dev server proxies the API, media and the sandbox's provider emulators (the Epoch join
    // page a card signup is sent to) to the express server (npm run serve).
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    // The server reads it to preload a rendered page's block chunks (server/render/vite-manifest.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // TypeBox builders have no side effects: an unused schema (and, once nothing else needs it,
      // TypeBox itself) drops out of a chunk that only wants a constant from a schema module.
      treeshake: { manualPureFunctions: ['Type'] },
    },
  },
});
