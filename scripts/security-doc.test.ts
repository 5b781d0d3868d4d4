import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const docPath = path.join(root, 'docs', 'security.md');
const doc = readFileSync(docPath, 'utf8');

interface Citation {
  file: string;
  name: string;
}

/** Every `file` › `test name` the text cites. */
export function citations(text: string): Citation[] {
  return [...text.matchAll(/`([^`\s]+\.(?:test|spec|sim)\.tsx?)` › `([^`]+)`/g)].map((m) => ({
    file: m[1]!,
    name: m[2]!,
  }));
}

/** Every repository path (a `.ts`/`.tsx` file in backticks, with a folder) the text names. */
export function modulePaths(text: string): string[] {
  return [...new Set([...text.matchAll(/`([\w@.-]+(?:\/[\w@.-]+)+\.tsx?)`/g)].map((m) => m[1]!))];
}

/** The citations whose file is gone or does not hold the test name. */
export function staleCitations(text: string, read: (file: string) => string | undefined) {
  return citations(text).filter(({ file, name }) => !read(file)?.includes(name));
}

const readRepoFile = (file: string) => {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

/** The rows of the table under `heading` (a `## ` line), header and divider left out. */
function tableRows(heading: string): string[][] {
  const start = doc.indexOf(`\n## ${heading}`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end === -1 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('docs/security.md cites only tests that exist', () => {
  it('finds a stale citation: a missing file or a test name the file does not hold', () => {
    const text =
      '`a.test.ts` › `is here`; `a.test.ts` › `was renamed`; `gone.test.ts` › `anything`';
    const files: Record<string, string> = { 'a.test.ts': "it('is here', () => {});" };
    expect(staleCitations(text, (file) => files[file])).toEqual([
      { file: 'a.test.ts', name: 'was renamed' },
      { file: 'gone.test.ts', name: 'anything' },
    ]);
  });

  it('cites tests, each in a file that exists and holds the test name', () => {
    expect(citations(doc).length).toBeGreaterThan(50);
    expect(staleCitations(doc, readRepoFile)).toEqual([]);
  });

  it('names only modules that exist', () => {
    const gone = modulePaths(doc).filter((file) => !existsSync(path.join(root, file)));
    expect(gone).toEqual([]);
  });

  it('answers every threat with a rule, a module and a test or "not yet tested"', () => {
    const rows = tableRows('Threats');
    expect(rows.length).toBeGreaterThan(10);
    for (const [threat, rule, where, test] of rows) {
      expect(rule, threat).toBeTruthy();
      expect(modulePaths(where ?? ''), threat).not.toEqual([]);
      expect(citations(test ?? '').length > 0 || /not yet tested/.test(test ?? ''), threat).toBe(
        true,
      );
    }
  });

  it('maps every item of the security checklist (1 to 27) to a test or "missing"', () => {
    const rows = tableRows('Security checklist');
    expect(rows.map(([n]) => Number(n))).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    for (const [n, , test] of rows) {
      expect(citations(test ?? '').length > 0 || /missing/.test(test ?? ''), `item ${n}`).toBe(
        true,
      );
    }
  });

  it('maps every layer and fault of the fault-injection plan to a test or "missing"', () => {
    const rows = tableRows('Fault-injection plan');
    expect(rows).toHaveLength(4 + 13);
    for (const [item, test] of rows) {
      expect(citations(test ?? '').length > 0 || /missing/.test(test ?? ''), item).toBe(true);
    }
  });

  it('is linked from the README', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('docs/security.md');
  });
});
