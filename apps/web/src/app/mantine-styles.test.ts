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
const source = readFileSync(join(here, 'mantine-styles.css'), 'utf8');

/** The sheets mantine-styles.css imports, in its order. */
const imported = [...source.matchAll(/^@import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map(
  (match) => match[1]!,
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What the app's modules import from @mantine/core (values, not types). */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
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

/** The folders of the code those names are made of, following its imports. */
function drawnComponents(): Set<string> {
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
  const names = importedNames();
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

describe("the app's Mantine style sheets", () => {
  it('hold the sheet of every component the app can draw', () => {
    const needed = [...drawnComponents()].filter((name) =>
      existsSync(join(core, 'styles', `${name}.css`)),
    );
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((name) => !imported.includes(name))).toEqual([]);
  });

  it("come in the whole sheet's order, after its base, variables and global rules", () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const whole = readFileSync(join(core, 'styles.css'), 'utf8');
    const at = imported.map((name) =>
      whole.indexOf(readFileSync(join(core, 'styles', `${name}.css`), 'utf8').trim()),
    );
    expect(at.every((position) => position >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
