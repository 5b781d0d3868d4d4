import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
/** The @mantine/core package folder. */
const core = (() => {
  let dir = dirname(require.resolve('@mantine/core'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
})();
const esm = join(core, 'esm');
const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '..');

/** The sheets a style sheet imports, in its order. */
const sheetsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(/^@import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm),
  ].map((match) => match[1]!);

/** The frame's and the dashboard's sheets (loaded at start), then the other screens'. */
const frameSheets = sheetsOf(join(here, 'mantine-styles.css'));
const screenSheets = sheetsOf(join(src, 'components', 'mantine-screen-styles.css'));
const imported = [...frameSheets, ...screenSheets];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What the modules import from @mantine/core (values, not types); all the app's by default. */
function importedNames(files: readonly string[] = sourceFiles(src)): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** The module a relative import names, if it is one of the app's TypeScript modules. */
function moduleAt(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

const STATIC_IMPORT =
  /^(?:import|export)\s(?!type\s)[^;]*?from\s*'(\.[^']+)'|^import\s*'(\.[^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*'(\.[^']+)'\s*\)/g;

/** The modules `roots` import, following static imports only, `roots` included. */
function staticClosure(roots: readonly string[]): string[] {
  const stack = [...roots];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = moduleAt(file, (match[1] ?? match[2])!);
      if (next) stack.push(next);
    }
  }
  return [...seen];
}

/**
 * The frame's and the dashboard's modules: those the app's start and the dashboard import
 * (what a module fetches on demand is not drawn at start).
 */
const frameModules = () =>
  staticClosure([
    join(src, 'app', 'start-app.tsx'),
    join(src, 'features', 'dashboard', 'DashboardPage.tsx'),
  ]);

/** The folders of the code those names are made of, following its imports. */
function drawnComponents(names: Set<string> = importedNames()): Set<string> {
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const match of index.matchAll(/import \{([^}]*)\} from "\.\/([^"]+)"/g)) {
    for (const part of match[1]!.split(',')) {
      fileOf.set(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        join(esm, match[2]!),
      );
    }
  }
  expect([...names].filter((name) => !fileOf.has(name))).toEqual([]);
  const stack = [...names].map((name) => fileOf.get(name)!);
  const seen = new Set<string>();
  const components = new Set<string>();
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // A sheet is named by a folder of the file: components/Checkbox/CheckboxCard/…,
    // utils/InlineInput/….
    for (const folder of dirname(relative(esm, file)).split(sep)) components.add(folder);
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+)"/g)) {
      stack.push(resolve(dirname(file), match[1]!));
    }
  }
  return components;
}

const sheetsNeeded = (components: Set<string>) =>
  [...components].filter((name) => existsSync(join(core, 'styles', `${name}.css`)));

describe("the app's Mantine style sheets", () => {
  it('hold the sheet of every component the app can draw, each once', () => {
    const needed = sheetsNeeded(drawnComponents());
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((name) => !imported.includes(name))).toEqual([]);
    expect(new Set(imported).size).toBe(imported.length);
  });

  it('load at start the sheet of every component the frame and the dashboard draw', () => {
    const needed = sheetsNeeded(drawnComponents(importedNames(frameModules())));
    expect(needed.length).toBeGreaterThan(10);
    expect(needed.filter((name) => !frameSheets.includes(name))).toEqual([]);
  });

  it("fetch the screens' sheets with what the frame and the dashboard fetch that needs them", () => {
    const dashboard = join(src, 'features', 'dashboard', 'DashboardPage.tsx');
    const unstyled: string[] = [];
    for (const file of frameModules()) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(DYNAMIC_IMPORT)) {
        const target = moduleAt(file, match[1]!);
        if (!target || target === dashboard) continue;
        const drawn = sheetsNeeded(drawnComponents(importedNames(staticClosure([target]))));
        if (drawn.every((name) => frameSheets.includes(name))) continue;
        // The import sits inside withScreenStyles, or inside a helper of the file that calls it.
        if (!/withScreenStyles\(/.test(text)) unstyled.push(`${relative(src, file)}: ${match[1]}`);
      }
    }
    expect(unstyled).toEqual([]);
  });

  it("come in the whole sheet's order, after its base, variables and global rules", () => {
    expect(frameSheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const whole = readFileSync(join(core, 'styles.css'), 'utf8');
    for (const sheets of [frameSheets, screenSheets]) {
      const at = sheets.map((name) =>
        whole.indexOf(readFileSync(join(core, 'styles', `${name}.css`), 'utf8').trim()),
      );
      expect(at.every((position) => position >= 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
  });
});
