import type { PrepLine } from './explode-demand';

/** The prep lines of one category within a storage area. */
export interface PrepCategoryGroup {
  /** '' for lines without a category. */
  readonly category: string;
  readonly lines: readonly PrepLine[];
}

/** The prep lines of one storage area, by category. */
export interface PrepAreaGroup {
  /** '' for lines without a storage area. */
  readonly storagearea: string;
  readonly categories: readonly PrepCategoryGroup[];
}

/** Names in order, case-insensitively (then exactly), the empty name last. */
const byName = (a: string, b: string): number => {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

const groupBy = <T>(list: readonly T[], keyOf: (item: T) => string): [string, T[]][] => {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()].sort(([a], [b]) => byName(a, b));
};

/**
 * The prep list grouped by storage area, then category (operations-model §2): names sorted,
 * the lines without one last under ''. Within a group the lines keep their order (the
 * dependency order of `explodeDemand`: sub-recipes first).
 */
export const prepGroups = (lines: readonly PrepLine[]): PrepAreaGroup[] =>
  groupBy(lines, (line) => line.storagearea).map(([storagearea, inArea]) => ({
    storagearea,
    categories: groupBy(inArea, (line) => line.category).map(([category, inCategory]) => ({
      category,
      lines: inCategory,
    })),
  }));
