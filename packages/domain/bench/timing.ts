/**
 * Timing of the benches: medians of wall time and of this process's CPU time (user + system)
 * per call. On a busy machine the wall time counts waiting for a core, the CPU time does not.
 * `performance.now` is used here only, never in src.
 */

export const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** A median in ms, rounded to the microsecond. */
export const medianMs = (values: number[]): number => Number(median(values).toFixed(3));

/** Wall time and CPU time of one call, in ms. */
export const measure = (fn: () => void): { wallMs: number; cpuMs: number } => {
  const startCpu = process.cpuUsage();
  const start = performance.now();
  fn();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(startCpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
};

/** Median wall time and median CPU time of `runs` calls after `warmup`. */
export const time = (
  runs: number,
  warmup: number,
  fn: () => void,
): { medianMs: number; cpuMs: number } => {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { wallMs, cpuMs } = measure(fn);
    samples.push(wallMs);
    cpu.push(cpuMs);
  }
  return { medianMs: medianMs(samples), cpuMs: medianMs(cpu) };
};

/** Median wall time of `runs` calls after `warmup`; each call is given its number. */
export const timeWall = (runs: number, warmup: number, fn: (i: number) => void): number => {
  for (let i = 0; i < warmup; i++) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    samples.push(performance.now() - start);
  }
  return medianMs(samples);
};

/**
 * Median wall time of `runs` calls after `warmup`, each given what `prepare` made for it just
 * before (not timed): e.g. a fresh copy of the records, as read back from storage.
 */
export const timeWallPrepared = <T>(
  runs: number,
  warmup: number,
  prepare: (i: number) => T,
  fn: (input: T, i: number) => void,
): number => {
  for (let i = 0; i < warmup; i++) fn(prepare(i), i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const input = prepare(i);
    const start = performance.now();
    fn(input, i);
    samples.push(performance.now() - start);
  }
  return medianMs(samples);
};
