import { readFileSync } from 'node:fs';
import fc from 'fast-check';

/**
 * A failing case of a simulation, kept after it was shrunk (sync-and-security-notes §4, L1):
 * fast-check's seed and the path to the shrunk counterexample, and what it once broke. Kept
 * cases are replayed before the random ones on every run, so a fixed bug stays fixed.
 */
export interface KeptSeed {
  seed: number;
  path: string;
  note: string;
}

/** The kept cases of a JSON file: a list of `{ seed, path, note }`; anything else throws. */
export function readKeptSeeds(file: URL): KeptSeed[] {
  const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(list)) throw new Error(`${file.pathname}: a list of kept seeds is expected`);
  return list.map((entry: unknown, index) => {
    const { seed, path, note } = (entry ?? {}) as Record<string, unknown>;
    if (
      !Number.isInteger(seed) ||
      typeof path !== 'string' ||
      !/^\d+(:\d+)*$/.test(path) ||
      typeof note !== 'string' ||
      note.trim() === ''
    ) {
      throw new Error(
        `${file.pathname}, entry ${index}: expected { "seed": integer, "path": "n:n:…", "note": "what it broke" }`,
      );
    }
    return { seed: seed as number, path, note };
  });
}

/** The line to add to `fileName` to keep a failing run's shrunk case. */
export function keepLine(seed: number, path: string): string {
  return JSON.stringify({ seed, path, note: 'what this case broke' });
}

/**
 * Runs `property` with `params` (fast-check's); when it fails, throws fast-check's report
 * followed by the entry to add to `fileName` to keep the shrunk case.
 */
export async function checkKeepingSeeds<Ts>(
  property: fc.IAsyncProperty<Ts>,
  params: fc.Parameters<Ts>,
  fileName: string,
): Promise<void> {
  const details = await fc.check(property, params);
  if (!details.failed) return;
  const report = fc.defaultReportMessage(details) ?? 'Property failed';
  const keep =
    details.counterexamplePath === null
      ? ''
      : `\n\nTo replay this shrunk case first on every run, add to ${fileName}:\n  ${keepLine(details.seed, details.counterexamplePath)}`;
  const error = new Error(`${report}${keep}`);
  if (details.errorInstance instanceof Error) error.cause = details.errorInstance;
  throw error;
}
