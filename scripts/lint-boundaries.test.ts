import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

// Imports flow one way: domain <- data <- web, and domain <- server (ARCHITECTURE.md).
describe('layer boundaries are enforced by lint', () => {
  it.each([
    ['packages/domain/src/x.ts', "import { a } from '@larder/data';\nexport const b = a;\n"],
    ['packages/domain/src/x.ts', "import { a } from '@larder/web';\nexport const b = a;\n"],
    ['packages/domain/src/x.ts', "import fs from 'node:fs';\nexport const b = fs;\n"],
    ['packages/data/src/x.ts', "import { a } from '@larder/web';\nexport const b = a;\n"],
    ['packages/data/src/x.ts', "import { a } from 'react';\nexport const b = a;\n"],
    [
      'packages/data/src/x.ts',
      "import { a } from '@larder/domain/src/units';\nexport const b = a;\n",
    ],
    ['apps/web/src/x.ts', "import { a } from '@larder/server';\nexport const b = a;\n"],
    ['apps/web/src/x.ts', "import Dexie from 'dexie';\nexport const b = Dexie;\n"],
    ['apps/server/src/x.ts', "import { a } from '@larder/data';\nexport const b = a;\n"],
    ['apps/server/src/x.ts', "import { a } from '../../web/src/main';\nexport const b = a;\n"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['packages/data/src/x.ts', "import { a } from '@larder/domain';\nexport const b = a;\n"],
    ['apps/web/src/x.ts', "import { a } from '@larder/data';\nexport const b = a;\n"],
    ['apps/server/src/x.ts', "import { a } from '@larder/domain';\nexport const b = a;\n"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  // apps/web/src zones: i18n <- api <- state <- auth <- components <- features/<one> <- app.
  const importing = (path: string) => `import { a } from '${path}';\nexport const b = a;\n`;
  it.each([
    ['a feature', 'features/recipes/x.ts', importing('../ingredients/IngredientsPage')],
    ['a feature', 'features/recipes/x.ts', "export const p = import('../menus/MenusPage');\n"],
    ['a feature', 'features/recipes/x.ts', importing('../../app/routes/route-table')],
    ['a feature', 'features/recipes/x.ts', importing('../../app/main')],
    ['a feature test', 'features/recipes/x.test.ts', importing('../ingredients/IngredientsPage')],
    ['a shared module', 'components/x.ts', importing('../features/recipes/RecipesPage')],
    ['a shared module', 'state/x.ts', importing('../app/routes/route-handle')],
    ['a test helper', 'test/x.ts', importing('../features/recipes/RecipesPage')],
    ['state/', 'state/x.ts', importing('../components/catalogue/catalogue-context')],
    ['api/', 'api/x.ts', importing('../state/flash')],
    ['i18n/', 'i18n/x.ts', importing('../api/error-texts')],
  ])('in apps/web, %s (%s) may not: %s', async (_what, file, code) => {
    expect(await ruleIds(`apps/web/src/${file}`, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a feature', 'features/recipes/x.ts', importing('../../components/catalogue/StoreGate')],
    ['a feature', 'features/recipes/x.ts', importing('./RecipesPage')],
    ['a feature', 'features/recipes/x.ts', importing('../../state/flash')],
    ['a feature test', 'features/recipes/x.test.ts', importing('../../test/test-venue')],
    ['the app', 'app/x.ts', importing('../features/recipes/RecipesPage')],
    ['components/', 'components/x.ts', importing('../state/flash')],
    ['a test of state/', 'state/x.test.ts', importing('../auth/close-browser-data')],
    ['api/', 'api/x.ts', importing('../i18n/i18n')],
  ])('in apps/web, %s (%s) may: %s', async (_what, file, code) => {
    expect(await ruleIds(`apps/web/src/${file}`, code)).toEqual([]);
  });

  it.each([
    ['Date.now()', 'export const t = Date.now();\n', 'no-restricted-properties'],
    ['new Date()', 'export const t = new Date();\n', 'no-restricted-syntax'],
    ['Math.random()', 'export const r = Math.random();\n', 'no-restricted-properties'],
    ['fetch', "export const f = fetch('/x');\n", 'no-restricted-globals'],
    ['indexedDB', 'export const d = indexedDB;\n', 'no-restricted-globals'],
    ['window', 'export const w = window;\n', 'no-restricted-globals'],
  ])('packages/domain has no clock, randomness or I/O: %s', async (_name, code, rule) => {
    expect(await ruleIds('packages/domain/src/x.ts', code)).toContain(rule);
  });
});
