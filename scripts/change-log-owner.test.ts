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

// One owner of local changes: packages/data/src/store/change-log.ts alone touches the outbox
// and the sync state (clock, cursor, client id); the sync code and the store ask it.
describe('the change log is the one owner of the outbox and the sync state', () => {
  it.each([
    ['packages/data/src/sync/sync-venue.ts', 'export const f = (db) => db.outbox.add({});\n'],
    [
      'packages/data/src/sync/sync-venue.ts',
      "export const f = (db) => db.state.delete('cursor');\n",
    ],
    ['packages/data/src/store/venue-store.ts', 'export const f = (s) => s.db.outbox.count();\n'],
    ['packages/data/src/store/observe.ts', "export const f = (db) => db['outbox'].count();\n"],
    ['packages/data/src/store/observe.ts', 'export const f = (db) => db.refusedChanges.clear();\n'],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('no-restricted-properties');
  });

  it.each([
    ['packages/data/src/store/change-log.ts', 'export const f = (db) => db.outbox.count();\n'],
    ['packages/data/src/store/venue-store.ts', 'export const f = (log) => log.count();\n'],
    [
      'packages/data/src/store/venue-store.test.ts',
      'export const f = (db) => db.outbox.count();\n',
    ],
  ])('%s may: %s', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).not.toContain('no-restricted-properties');
  });
});
