/**
 * The conflict rule (sync-and-security-notes §1.3): the winner for a key is the version with
 * the greatest (gen, hlc, node). `gen` is the incarnation: even = live, odd = deleted.
 */
export interface SyncVersion {
  gen: number;
  hlc: string;
  node: string;
}

export function compareVersions(a: SyncVersion, b: SyncVersion): number {
  if (a.gen !== b.gen) return a.gen < b.gen ? -1 : 1;
  if (a.hlc !== b.hlc) return a.hlc < b.hlc ? -1 : 1;
  if (a.node !== b.node) return a.node < b.node ? -1 : 1;
  return 0;
}

/** The winning version of two (the first when equal). */
export function winner<T extends SyncVersion>(a: T, b: T): T {
  return compareVersions(a, b) >= 0 ? a : b;
}

export const isDeletedGen = (gen: number): boolean => gen % 2 === 1;

/** The generation after a delete (odd) or a re-create (even) of `gen`. */
export function nextGen(gen: number, deleted: boolean): number {
  if (deleted) return isDeletedGen(gen) ? gen : gen + 1;
  return isDeletedGen(gen) ? gen + 1 : gen;
}
