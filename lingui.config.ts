import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  // `pseudo`: Lingui's pseudolocalization of the English texts (accented letters), for layout QA only;
  // a site reaches it only when its configuration lists PSEUDO_LOCALE (shared/locales.ts).
  locales: ['en', 'de', 'fr', 'es', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en' },
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
