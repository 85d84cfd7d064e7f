import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['app', 'src', 'blocks', 'layouts'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    },
  ],
  // Origins without line numbers: moving code must not change the committed catalogs.
  format: formatter({ lineNumbers: false }),
});
