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
