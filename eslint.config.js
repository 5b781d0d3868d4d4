// Lint rules, including the layer boundaries of ARCHITECTURE.md:
// packages/domain <- packages/data <- apps/web, and packages/domain <- apps/server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import patterns a layer may not use. */
const forbid = (groups) => ({
  'no-restricted-imports': ['error', { patterns: groups }],
});

const deepImports = {
  group: ['@larder/*/src/*', '@larder/*/src'],
  message: 'Import a package through its public index (its package name), never a deep path.',
};
const appImports = {
  group: ['@larder/web', '@larder/web/*', '@larder/server', '@larder/server/*', '**/apps/**'],
  message: 'Nothing imports from apps/*.',
};
const dataImports = {
  group: ['@larder/data', '@larder/data/*', '**/packages/data/**', '**/data/src/**'],
  message: 'This layer may not import packages/data.',
};
const domainRelative = {
  group: ['**/packages/domain/**', '../../domain/**'],
  message: 'Import the domain through @larder/domain.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      'apps/server/drizzle/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  // packages/domain: pure. No other workspace, no I/O, no clock, no randomness.
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      ...forbid([
        {
          group: ['@larder/*', '**/packages/data/**', '**/data/src/**', '**/apps/**'],
          message: 'packages/domain imports nothing of ours.',
        },
        {
          group: ['node:*', 'fs', 'path', 'http', 'https'],
          message: 'packages/domain has no I/O.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'packages/domain has no I/O.' },
        { name: 'document', message: 'packages/domain has no I/O.' },
        { name: 'indexedDB', message: 'packages/domain has no I/O.' },
        { name: 'fetch', message: 'packages/domain has no I/O.' },
        { name: 'localStorage', message: 'packages/domain has no I/O.' },
        { name: 'setTimeout', message: 'Timers are parameters in packages/domain.' },
        { name: 'setInterval', message: 'Timers are parameters in packages/domain.' },
        { name: 'performance', message: 'The clock is a parameter in packages/domain.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'The clock is a parameter in packages/domain.',
        },
        {
          object: 'Math',
          property: 'random',
          message: 'Randomness is a parameter in packages/domain.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The clock is a parameter in packages/domain.',
        },
      ],
    },
  },
  // packages/data: the browser data layer; knows the domain, never React or the apps.
  {
    files: ['packages/data/src/**/*.ts'],
    rules: forbid([
      appImports,
      deepImports,
      domainRelative,
      {
        group: ['react', 'react-dom', 'react/*'],
        message: 'packages/data knows nothing of React.',
      },
    ]),
  },
  // apps/web: screens and routing; domain and data through their public index.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid([
        deepImports,
        domainRelative,
        {
          group: ['@larder/server', '@larder/server/*', '**/apps/server/**', '**/server/src/**'],
          message: 'apps/web may not import apps/server.',
        },
        { group: ['dexie', 'dexie/*'], message: 'React never opens IndexedDB: use @larder/data.' },
      ]),
    },
  },
  // apps/server: the domain only.
  {
    files: ['apps/server/src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: forbid([
      dataImports,
      deepImports,
      domainRelative,
      {
        group: ['@larder/web', '@larder/web/*', '**/apps/web/**', '**/web/src/**'],
        message: 'apps/server may not import apps/web.',
      },
    ]),
  },
  {
    files: ['e2e/**/*.ts', '**/*.config.ts', '**/bench/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
