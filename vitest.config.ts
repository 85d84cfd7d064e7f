import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Unit, component and API tests (jsdom for components, node for server files).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup/component-setup.ts'],
      include: ['blocks/**/*.test.{ts,tsx}', 'layouts/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}', 'shared/**/*.test.ts', 'schemas/**/*.test.ts', 'mock-api/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'server/**/*.test.ts'],
      testTimeout: 20_000,
      pool: 'forks',
      // codemirror-json-schema ships ESM files Node cannot load unbundled; let Vite transform it.
      server: { deps: { inline: ['codemirror-json-schema'] } },
    },
  }),
);
