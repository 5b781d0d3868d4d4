/**
 * Before and after on the same run: the costing of this tree against the costing of a base
 * commit (BENCH_BASE, a git ref; default BASE below, the costing before any of this speed work:
 * before unchanged records were kept and unmoved dependents skipped; `BENCH_BASE=6019154` gives
 * the costing before a full recompute looked each line's item up once and kept part items
 * derived from unchanged parents). The base's `src` is taken from git into
 * `.tmp/base-<commit>/` and both are loaded in this one process; each figure alternates
 * before, after, before, after… so a busy machine slows both alike. The recompute is timed from
 * records without figures read back anew before each call (fresh record objects), from the
 * very same such records again, and over the costed catalogue. Prints JSON: per figure
 * the median wall time (ms) and median CPU time (ms) of each side, and the median of the
 * pair-by-pair ratios after / before.
 * Run: npm run bench -w packages/domain (or `tsx --expose-gc bench/compare.ts` alone).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as after from '../src/index';
import type { CatalogueItem, Ingredient } from '../src/index';
import { generateVenue, HOT_KEY } from './generate-venue';
import { venueFigures, watchLoad } from './report';
import { measure, medianMs } from './timing';

/** The commit whose costing is "before": the last one before this speed work. */
const BASE = '964addd';

type Domain = typeof after;

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');

/** The base commit's `src`, extracted once per commit under `.tmp/` (ignored by git). */
const loadBase = async (ref: string): Promise<{ commit: string; domain: Domain }> => {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: pkg })
    .toString()
    .trim();
  const dir = path.join(pkg, '.tmp', `base-${commit}`);
  if (!existsSync(path.join(dir, 'src', 'index.ts'))) {
    mkdirSync(dir, { recursive: true });
    const archive = path.join(dir, 'src.tar');
    execFileSync('git', ['archive', '--output', archive, commit, 'src'], { cwd: pkg });
    execFileSync('tar', ['-x', '-f', archive, '-C', dir]);
  }
  const domain = (await import(pathToFileURL(path.join(dir, 'src', 'index.ts')).href)) as Domain;
  return { commit, domain };
};

interface Side {
  wall: number[];
  cpu: number[];
}

/**
 * With `--expose-gc` (as `npm run bench` runs this), the young generation is emptied before
 * each timed call (and before its input is made): both sides share one heap, and otherwise a
 * side pays the scavenge of what the other side's call left, so a side that keeps less between
 * calls is charged for the other's garbage. Without the flag nothing is done.
 */
const gc = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;
const settle = (): void => gc?.({ type: 'minor' });

/**
 * Runs `before` and `after` in turn `runs` times after `warmup` rounds of each; each call is
 * given its number and what `prepare` made for it just before (not timed).
 */
const pair = <T = undefined>(
  runs: number,
  warmup: number,
  before: (i: number, input: T) => void,
  afterFn: (i: number, input: T) => void,
  prepare: () => T = () => undefined as T,
) => {
  for (let i = 0; i < warmup; i++) {
    before(i, prepare());
    afterFn(i, prepare());
  }
  const a: Side = { wall: [], cpu: [] };
  const b: Side = { wall: [], cpu: [] };
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    settle();
    const inputA = prepare();
    const x = measure(() => before(i, inputA));
    settle();
    const inputB = prepare();
    const y = measure(() => afterFn(i, inputB));
    a.wall.push(x.wallMs);
    a.cpu.push(x.cpuMs);
    b.wall.push(y.wallMs);
    b.cpu.push(y.cpuMs);
    ratios.push(y.wallMs / x.wallMs);
  }
  return {
    before: { medianMs: medianMs(a.wall), cpuMs: medianMs(a.cpu) },
    after: { medianMs: medianMs(b.wall), cpuMs: medianMs(b.cpu) },
    ratioAfterOverBefore: Number(medianMs(ratios).toFixed(3)),
  };
};

const base = await loadBase(process.env.BENCH_BASE ?? BASE);
const venue = generateVenue();
// Flat strings, as records read back from storage hold them (see run.ts).
const stored = JSON.stringify(venue.items);
const fresh = (): CatalogueItem[] => JSON.parse(stored) as CatalogueItem[];
const uncosted = fresh();
const load = watchLoad();

/** Each side's own catalogue, costed by its own recalculateAll, and its index. */
const sideOf = (domain: Domain) => {
  const costed = domain.recalculateAll(fresh());
  const map = new Map(costed.map((item) => [item.foodkey, item]));
  return {
    domain,
    costed,
    map,
    hot: map.get(HOT_KEY) as Ingredient,
    index: domain.DependencyIndex.build(map.values()),
  };
};
const A = sideOf(base.domain);
const B = sideOf(after);

const figures = {
  // Records read back from storage anew before each call: nothing kept by record applies.
  recalculateAllFromFreshRecordsWithoutFigures: pair(
    31,
    5,
    (_i, records: CatalogueItem[]) => A.domain.recalculateAll(records),
    (_i, records: CatalogueItem[]) => B.domain.recalculateAll(records),
    fresh,
  ),
  recalculateAllFromRecordsWithoutFigures: pair(
    31,
    5,
    () => A.domain.recalculateAll(uncosted),
    () => B.domain.recalculateAll(uncosted),
  ),
  recalculateAllOverCostedCatalogue: pair(
    31,
    5,
    () => A.domain.recalculateAll(A.costed),
    () => B.domain.recalculateAll(B.costed),
  ),
  propagateWithIndex: pair(
    101,
    10,
    (i) =>
      A.domain.propagate({ ...A.hot, purchaseprice: 12 + (i % 7) }, A.map, undefined, {
        index: A.index,
      }),
    (i) =>
      B.domain.propagate({ ...B.hot, purchaseprice: 12 + (i % 7) }, B.map, undefined, {
        index: B.index,
      }),
  ),
  propagateWithoutIndex: pair(
    101,
    10,
    (i) => A.domain.propagate({ ...A.hot, purchaseprice: 12 + (i % 7) }, A.map),
    (i) => B.domain.propagate({ ...B.hot, purchaseprice: 12 + (i % 7) }, B.map),
  ),
};

// The same figures either way: every recomputed record of the two sides is equal.
const sameResult =
  JSON.stringify(A.domain.recalculateAll(uncosted)) ===
    JSON.stringify(B.domain.recalculateAll(uncosted)) &&
  JSON.stringify(A.domain.recalculateAll(fresh())) ===
    JSON.stringify(B.domain.recalculateAll(fresh())) &&
  JSON.stringify(A.domain.recalculateAll(A.costed)) ===
    JSON.stringify(B.domain.recalculateAll(B.costed)) &&
  JSON.stringify(A.domain.propagate({ ...A.hot, purchaseprice: 17 }, A.map)) ===
    JSON.stringify(B.domain.propagate({ ...B.hot, purchaseprice: 17 }, B.map));

console.log(
  JSON.stringify(
    {
      benchmark: 'costing-before-and-after',
      youngGenerationEmptiedBeforeEachCall: gc !== undefined,
      before: base.commit,
      after: 'this tree',
      venue: venueFigures(venue, uncosted.length),
      machine: { loadAverage1m: load() },
      sameFiguresBeforeAndAfter: sameResult,
      targetsMs: { recalculateAll: 50, propagate: 2 },
      ...figures,
    },
    null,
    2,
  ),
);
