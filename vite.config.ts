import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  publicDir: 'src/public',
  plugins: [
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
    lingui(),
  ],
  server: {
    port: 5173,
    // The dev server proxies the API to the express server (npm run serve).
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' }, // includes /api/payment/sandbox (join page)
  },
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
});
