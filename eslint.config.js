// Lint rules, including the layer boundaries of ARCHITECTURE.md:
// packages/domain <- packages/data <- apps/web, and packages/domain <- apps/server;
// within apps/web/src: i18n <- api <- state <- auth <- components <- features/<one> <- app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

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

// The zones of apps/web/src (ARCHITECTURE.md, "Web"). app/ wires the app together and may
// import everything; a feature imports the shared modules, never the app or another feature;
// the shared modules (and the test helpers) never import a feature or the app.
const web = 'apps/web/src';
const webFeatures = readdirSync(`${root}${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webShared = ['i18n', 'api', 'state', 'auth', 'components'];
const webZones = [
  ...webFeatures.map((name) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message:
      'A feature never imports another feature: move what both use to a shared module (components/, state/, …).',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature never imports the app (app/: main, routes, layouts, shortcuts, sw).',
  },
  {
    target: [...webShared, 'test'].map((folder) => `${web}/${folder}`),
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared modules and test helpers never import a feature or the app.',
  },
];
// The shared modules in layers, each importing only those before it:
// i18n <- api <- state <- auth <- components. For modules only: a test may set up what it needs.
const webLayerZones = webShared.slice(0, -1).map((folder, i) => ({
  target: `${web}/${folder}`,
  from: webShared.slice(i + 1).map((above) => `${web}/${above}`),
  message: `The shared modules are layered i18n <- api <- state <- auth <- components: ${folder}/ imports none after it.`,
}));

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
  // packages/data: the change log owns the outbox, the refused changes and the sync state
  // (clock, cursor, client id); every other module asks it (ARCHITECTURE.md, "Data flow").
  {
    files: ['packages/data/src/**/*.ts'],
    ignores: [
      'packages/data/src/store/change-log.ts',
      'packages/data/src/db/venue-db.ts',
      'packages/data/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['outbox', 'refusedChanges', 'state'].map((property) => ({
          property,
          message: `Only the change log (store/change-log.ts) touches the ${property} table.`,
        })),
      ],
    },
  },
  // apps/web: screens and routing; domain and data through their public index; the zones.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
      ...forbid([
        deepImports,
        domainRelative,
        {
          group: ['@larder/server', '@larder/server/*', '**/apps/server/**', '**/server/src/**'],
          message: 'apps/web may not import apps/server.',
        },
        { group: ['dexie', 'dexie/*'], message: 'React never opens IndexedDB: use @larder/data.' },
      ]),
      // User text reaches the page as text only (sync-and-security-notes section 3, item 22).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User text is rendered as text: no dangerouslySetInnerHTML.',
        },
        {
          selector:
            'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'User text is rendered as text: set textContent, not innerHTML.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'User text is rendered as text: no HTML strings into the page.',
        },
        {
          selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write/]",
          message: 'User text is rendered as text: no document.write.',
        },
        // Mantine's Loader is a bare span: a name on it without a role is not allowed (axe
        // aria-prohibited-attr).
        {
          selector:
            "JSXOpeningElement[name.name='Loader']:not(:has(JSXAttribute[name.name='role'])) > JSXAttribute[name.name=/^aria-label(ledby)?$/]",
          message: 'A named spinner is components/loading/LoadingSpinner (a status).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones, ...webLayerZones] },
      ],
    },
  },
  // Every text a screen shows comes from the catalogues (src/locales): no words in JSX.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'title', 'placeholder', 'aria-label', 'description', 'alt', 'error'],
          },
        },
      ],
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
