import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (Debian's /usr/bin/chromium via playwright-core) against the real
// express server and a freshly seeded SQLite database, started once by the global setup.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
