/**
 * Anti-entropy digests (sync-and-security-notes §1.6): each (kind, key) falls in one of 64
 * buckets; a bucket's digest is an order-independent sum of a hash of each entry's
 * (kind, key, gen, hlc), so client and server compare 64 numbers to find what differs.
 */
export const BUCKET_COUNT = 64;

export interface BucketEntry {
  kind: string;
  key: string;
  gen: number;
  hlc: string;
}

/** FNV-1a, 32 bits, over UTF-16 code units. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function bucketOf(kind: string, key: string): number {
  return fnv1a(`${kind}\u0000${key}`) % BUCKET_COUNT;
}

/** 64 digests, each a hex string of two independent 32-bit sums. */
export function bucketDigests(entries: Iterable<BucketEntry>): string[] {
  const low = new Array<number>(BUCKET_COUNT).fill(0);
  const high = new Array<number>(BUCKET_COUNT).fill(0);
  for (const e of entries) {
    const line = `${e.kind}\u0000${e.key}\u0000${e.gen}\u0000${e.hlc}`;
    const b = bucketOf(e.kind, e.key);
    low[b] = (low[b]! + fnv1a(line)) >>> 0;
    high[b] = (high[b]! + fnv1a(line, 0x2c9277b5)) >>> 0;
  }
  return low.map(
    (l, i) => l.toString(16).padStart(8, '0') + high[i]!.toString(16).padStart(8, '0'),
  );
}

/** Indexes of the buckets whose digests differ. */
export function mismatchedBuckets(a: readonly string[], b: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < BUCKET_COUNT; i++) if (a[i] !== b[i]) out.push(i);
  return out;
}
