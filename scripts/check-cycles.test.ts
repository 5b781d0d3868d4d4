import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCycles, findImportCycles, type ImportCycles } from './check-cycles';
import { folderCycles } from './folder-cycles';

/** Writes `files` (path from the root: content) into a new temporary folder. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'larder-cycles-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe('the import cycle check (npm run cycles) fails on a cycle', () => {
  let root = '';
  let found: ImportCycles;

  beforeAll(async () => {
    const src = 'packages/demo/src';
    root = fixture({
      // Two files importing each other.
      [`${src}/ring/a.ts`]: "import { b } from './b';\nexport const a = () => b;\n",
      [`${src}/ring/b.ts`]: "import { a } from './a';\nexport const b = () => a;\n",
      // Two folders importing each other, with no module cycle.
      [`${src}/left/l.ts`]: "import { r } from '../right/r';\nexport const l = r;\n",
      [`${src}/left/m.ts`]: 'export const m = 1;\n',
      [`${src}/right/r.ts`]: 'export const r = 1;\n',
      [`${src}/right/s.ts`]: "import { m } from '../left/m';\nexport const s = m;\n",
      // A test importing the folder above its own: no cycle.
      [`${src}/up/u.ts`]: "import { d } from '../down/d';\nexport const u = d;\n",
      [`${src}/down/d.ts`]: 'export const d = 1;\n',
      [`${src}/down/d.test.ts`]: "import { u } from '../up/u';\nexport const t = u;\n",
      // Two workspace packages importing each other through their package names.
      'packages/one/package.json':
        '{ "name": "@larder/one", "exports": { ".": "./src/index.ts" } }',
      'packages/one/src/index.ts': "import { two } from '@larder/two';\nexport const one = two;\n",
      'packages/two/package.json':
        '{ "name": "@larder/two", "exports": { ".": "./src/index.ts" } }',
      'packages/two/src/index.ts': "import { one } from '@larder/one';\nexport const two = one;\n",
    });
    for (const folder of ['apps', 'e2e', 'scripts', 'node_modules/@larder']) {
      mkdirSync(join(root, folder), { recursive: true });
    }
    symlinkSync('../../packages/one', join(root, 'node_modules/@larder/one'));
    symlinkSync('../../packages/two', join(root, 'node_modules/@larder/two'));
    found = await findImportCycles(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports two files importing each other, and two packages', () => {
    expect(found.moduleCycles).toEqual([
      ['packages/demo/src/ring/a.ts', 'packages/demo/src/ring/b.ts', 'packages/demo/src/ring/a.ts'],
      ['packages/one/src/index.ts', 'packages/two/src/index.ts', 'packages/one/src/index.ts'],
    ]);
  });

  it('reports two folders importing each other, naming the imports', () => {
    expect(found.folderCycles).toEqual([
      {
        folder: 'packages',
        entries: ['one/', 'two/'],
        imports: [
          { from: 'packages/one/src/index.ts', to: 'packages/two/src/index.ts' },
          { from: 'packages/two/src/index.ts', to: 'packages/one/src/index.ts' },
        ],
      },
      {
        folder: 'packages/demo/src',
        entries: ['left/', 'right/'],
        imports: [
          { from: 'packages/demo/src/left/l.ts', to: 'packages/demo/src/right/r.ts' },
          { from: 'packages/demo/src/right/s.ts', to: 'packages/demo/src/left/m.ts' },
        ],
      },
    ]);
    expect(describeCycles(found)).toContain('folder cycle in packages/demo/src/: left/ ⇄ right/');
  });
});

describe('folder cycles', () => {
  it('sees folders whose subfolders import each other', () => {
    const cycles = folderCycles([
      { from: 'src/a/x/one.ts', to: 'src/b/two.ts' },
      { from: 'src/b/two.ts', to: 'src/a/y/three.ts' },
    ]);
    expect(cycles.map((c) => [c.folder, c.entries])).toEqual([['src', ['a/', 'b/']]]);
  });

  it('sees a folder and a file beside it importing each other', () => {
    const cycles = folderCycles([
      { from: 'src/index.ts', to: 'src/costing/cost.ts' },
      { from: 'src/costing/cost.ts', to: 'src/index.ts' },
    ]);
    expect(cycles.map((c) => c.entries)).toEqual([['costing/', 'index.ts']]);
  });

  it('leaves files of one folder to the module check, and imports one way alone', () => {
    expect(
      folderCycles([
        { from: 'src/a.ts', to: 'src/b.ts' },
        { from: 'src/b.ts', to: 'src/a.ts' },
        { from: 'src/index.ts', to: 'src/costing/cost.ts' },
        { from: 'src/costing/cost.ts', to: 'src/units.ts' },
      ]),
    ).toEqual([]);
  });
});

describe('the repository', () => {
  it('has no import cycle, and resolves the workspace packages to their source', async () => {
    const found = await findImportCycles();
    expect(describeCycles(found)).toEqual([]);
    expect(found.modules).toBeGreaterThan(500);
    const intoDomain = found.imports.filter(
      (link) =>
        link.from.startsWith('packages/data/src/') && link.to.startsWith('packages/domain/'),
    );
    expect(intoDomain.length).toBeGreaterThan(0);
    expect(intoDomain.map((link) => link.to)).toContain('packages/domain/src/index.ts');
  });
});
