// Lint: TypeScript, React hooks, and the import boundaries of the architecture
// (a block never imports another block; blocks/layouts never import the app entry;
// the client never imports server/; no import cycles).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const clientBoundaries = [
  { regex: '(^|/)server/', message: 'Client code must not import server/.' },
  { regex: '/src/(main|app)$', message: 'Blocks and layouts must not import the app entry.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'data/**', 'coverage/**', 'tests/artifacts/**', 'src/i18n/locales/**', '.storybook/public/**', 'schemas/site-config.validator.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // React code: the hooks rules.
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'layouts/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'tests/setup/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read loosely typed JSON bodies.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['blocks/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'A block must not import another block; share code through src/.' }, ...clientBoundaries] },
      ],
    },
  },
  {
    files: ['layouts/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'blocks/*.ts'],
    ignores: ['src/main.tsx', 'src/app.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: clientBoundaries }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'layouts/**/*.{ts,tsx}', 'schemas/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 8 }] },
  },
);
