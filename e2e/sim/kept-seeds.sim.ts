import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkKeepingSeeds, readKeptSeeds } from './kept-seeds.js';

/**
 * The kept shrunk seeds of the simulations (sync-and-security-notes §4, L1): a failing run
 * prints the entry that keeps its shrunk case, and that entry replays exactly that case.
 */
describe('kept shrunk seeds', () => {
  /** Fails on any list holding a number above 50; records every list it is given. */
  const seen: number[][] = [];
  const failing = fc.asyncProperty(fc.array(fc.nat(1000), { maxLength: 20 }), async (xs) => {
    seen.push(xs);
    expect(xs.every((x) => x <= 50)).toBe(true);
  });

  it('prints the entry that keeps a failing run’s shrunk case, and that entry replays it first', async () => {
    const failure = await checkKeepingSeeds(
      failing,
      { seed: 42, numRuns: 100 },
      'sim/regression-seeds.json',
    ).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure!.message).toContain('Counterexample: [[51]]');
    const line = /add to sim\/regression-seeds\.json:\n {2}(\{.*\})/.exec(failure!.message)?.[1];
    const entry = JSON.parse(line!) as { seed: number; path: string; note: string };
    expect(entry).toEqual({
      seed: 42,
      path: expect.stringMatching(/^\d+(:\d+)*$/),
      note: expect.any(String),
    });

    // Kept in a file and read back, the entry replays the shrunk case as its first run.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kept-seeds-'));
    const file = path.join(dir, 'regression-seeds.json');
    writeFileSync(file, JSON.stringify([{ ...entry, note: 'a number above 50 slipped through' }]));
    const [kept] = readKeptSeeds(pathToFileURL(file));
    seen.length = 0;
    const replay = await checkKeepingSeeds(
      failing,
      { seed: kept!.seed, path: kept!.path, numRuns: 1, endOnFailure: true },
      'sim/regression-seeds.json',
    ).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(seen[0]).toEqual([51]);
    expect(seen).toHaveLength(1);
    expect(replay!.message).toContain('Counterexample: [[51]]');

    // Once the bug is fixed, the kept case still runs first, and passes (fast-check then tries
    // the cases left beside it in the shrink tree).
    const fixed: number[][] = [];
    const passing = fc.asyncProperty(fc.array(fc.nat(1000), { maxLength: 20 }), async (xs) => {
      fixed.push(xs);
    });
    await checkKeepingSeeds(
      passing,
      { seed: kept!.seed, path: kept!.path, numRuns: 1, endOnFailure: true },
      'sim/regression-seeds.json',
    );
    expect(fixed[0]).toEqual([51]);
  });

  it('refuses a kept seed without its path or note', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kept-seeds-'));
    const file = path.join(dir, 'regression-seeds.json');
    writeFileSync(file, JSON.stringify([{ seed: 1, path: '3:0' }]));
    expect(() => readKeptSeeds(pathToFileURL(file))).toThrow(/entry 0: expected/);
    writeFileSync(file, JSON.stringify([{ seed: 1, path: 'x', note: 'n' }]));
    expect(() => readKeptSeeds(pathToFileURL(file))).toThrow(/entry 0: expected/);
  });

  it('reads the convergence simulation’s kept seeds', () => {
    expect(() => readKeptSeeds(new URL('./regression-seeds.json', import.meta.url))).not.toThrow();
  });
});
