/** Syncs per second and latency percentiles (ms) of one run. */
export interface LatencySummary {
  syncsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  syncs: number;
}

/** Summarises the latencies (ms) of the syncs a run completed in `seconds`. */
export function summarise(latencies: number[], seconds: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted.length === 0
      ? 0
      : round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!);
  return {
    syncsPerSecond: round(sorted.length / seconds, 1),
    p50Ms: pct(0.5),
    p95Ms: pct(0.95),
    p99Ms: pct(0.99),
    syncs: sorted.length,
  };
}

export const round = (n: number, digits = 2) => Number(n.toFixed(digits));
