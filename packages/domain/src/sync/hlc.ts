/**
 * Hybrid logical clock (sync-and-security-notes §1.2–1.3). A stamp is `ms-counter-node`,
 * zero-padded so that string order is time order. The physical part is the device clock plus
 * the server offset; the clock is a parameter, never read here.
 */
export interface Hlc {
  ms: number;
  counter: number;
  node: string;
}

const MS_DIGITS = 15;
const COUNTER_DIGITS = 4;
const MAX_COUNTER = 0xffff;

export function formatHlc({ ms, counter, node }: Hlc): string {
  return `${String(Math.max(0, Math.floor(ms))).padStart(MS_DIGITS, '0')}-${counter
    .toString(16)
    .padStart(COUNTER_DIGITS, '0')}-${node}`;
}

export function parseHlc(stamp: string): Hlc | null {
  const match = /^(\d{15})-([0-9a-f]{4})-(.+)$/.exec(stamp);
  if (!match) return null;
  return { ms: Number(match[1]), counter: parseInt(match[2]!, 16), node: match[3]! };
}

/** A stamp for a local event: later than every stamp this clock has issued or seen. */
export function tickHlc(last: Hlc, now: number): Hlc {
  if (now > last.ms) return { ms: now, counter: 0, node: last.node };
  if (last.counter >= MAX_COUNTER) return { ms: last.ms + 1, counter: 0, node: last.node };
  return { ms: last.ms, counter: last.counter + 1, node: last.node };
}

/** Merges a remote stamp into the local clock, so that the next local event comes after it. */
export function receiveHlc(local: Hlc, remote: Hlc, now: number): Hlc {
  const ms = Math.max(local.ms, remote.ms, now);
  let counter: number;
  if (ms === local.ms && ms === remote.ms) counter = Math.max(local.counter, remote.counter) + 1;
  else if (ms === local.ms) counter = local.counter + 1;
  else if (ms === remote.ms) counter = remote.counter + 1;
  else counter = 0;
  if (counter > MAX_COUNTER) return { ms: ms + 1, counter: 0, node: local.node };
  return { ms, counter, node: local.node };
}

/** The server refuses stamps more than this far ahead of its clock (the drift guard). */
export const MAX_HLC_DRIFT_MS = 5 * 60 * 1000;

export function isTooFarAhead(stamp: string, serverNow: number): boolean {
  const parsed = parseHlc(stamp);
  return parsed === null || parsed.ms > serverNow + MAX_HLC_DRIFT_MS;
}
