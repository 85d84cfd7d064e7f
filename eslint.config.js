// Lint: TypeScript, React hooks, kebab-case file names, and the layers of the architecture:
//   schemas  <  shared  <  src  <  blocks  <  layouts  <  app        (client, each may import leftwards)
//   schemas  <  shared  <  server  (+ the server-rendering entry app/entry-server.tsx)
// A block never imports another block; nothing imports upwards; no import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';

const clientLayers = ['src', 'blocks', 'layouts', 'app'];
const above = (layer) => clientLayers.slice(clientLayers.indexOf(layer) + 1).map((folder) => `./${folder}`);
const layerZones = [
  { target: './schemas', from: ['./shared', ...clientLayers.map((f) => `./${f}`), './server', './mock-api', './site-configs'], message: 'schemas/ is the bottom layer: it imports nothing of the project.' },
  { target: './shared', from: [...clientLayers.map((f) => `./${f}`), './server', './mock-api', './site-configs'], message: 'shared/ (used by server and client) may import only schemas/.' },
  ...['src', 'blocks', 'layouts'].map((layer) => ({
    target: `./${layer}`,
    from: [...above(layer), './server', './site-configs'],
    message: `${layer}/ must not import a layer above it, server/ or a configuration file (the app supplies data).`,
  })),
  { target: './app', from: ['./server'], message: 'The browser app must not import server/.' },
  {
    target: './server',
    from: ['./src', './blocks', './layouts', './mock-api'],
    message: 'server/ imports only schemas/, shared/ and the server-rendering entry.',
  },
  { target: './server', from: './app', except: ['./entry-server.tsx'], message: 'server/ imports only the server-rendering entry of the app.' },
  {
    target: ['auth', 'payments', 'queries', 'db', 'config', 'media', 'http-cache', 'render', 'seo', 'seed'].map((folder) => `./server/${folder}`),
    from: './server/api',
    message: 'Only server/app.ts mounts the routers of server/api/; below them use server/http-error.ts, server/validation.ts and server/queries/.',
  },
  { target: './mock-api', from: ['./blocks', './layouts', './app', './server'], message: 'mock-api/ serves schemas-shaped fixtures; it imports no UI or server code.' },
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
    files: ['app/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'layouts/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'tests/setup/**/*.{ts,tsx}'],
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
        { patterns: [{ regex: '^\\.\\./(?!\\.\\.|(define-block|shared-props|grid-columns|hydration)$)[^/]+', message: 'A block must not import another block; share code through src/.' }] },
      ],
    },
  },
  {
    // The environment is parsed once, by server/env.ts; the rest of the server reads `env` (ctx.env).
    files: ['server/**/*.ts', 'scripts/start.mjs'],
    ignores: ['server/env.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment through server/env.ts (ctx.env).' }] },
  },
  {
    // Query modules take parsed values and return rows; reading requests is the routers' job.
    files: ['server/queries/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'express', message: 'A query module takes parsed values, not a request.' }] }] },
  },
  {
    files: ['{app,shared,src,blocks,layouts,schemas,server,mock-api}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{app,shared,src,blocks,layouts,schemas,server,mock-api,scripts,tests}/**/': 'KEBAB_CASE' }],
    },
  },
);
