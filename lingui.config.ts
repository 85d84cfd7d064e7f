import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['src', 'blocks', 'layouts'],
      exclude: ['**/node_modules/**', '**/*.test.tsx', '**/*.stories.tsx'],
    },
  ],
  format: 'po',
});
