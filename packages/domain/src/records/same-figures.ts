/** Fields that say when and where a version was written, not what it holds. */
const STAMP_KEYS = new Set(['sync', 'timestamp']);

function canonical(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) => {
    if (STAMP_KEYS.has(key)) return undefined;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)));
    }
    return v;
  });
}

const sameField = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null
    ? canonical(a) === canonical(b)
    : Number.isNaN(a) && Number.isNaN(b));

/**
 * Two versions of an item hold the same figures and fields (stamps and timestamps aside).
 * Field by field: a recomputed record shares what did not change with the one it came from,
 * so most fields compare by identity and only the few rebuilt ones (map, costs, lines) are
 * compared by content. Plain values (the costs per g, mL and each) are compared first: after a
 * price change they differ, and the comparison ends before any rebuilt field is read.
 */
export function sameFigures(a: object | undefined, b: object | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let counted = 0;
  const rebuilt: string[] = [];
  for (const key in x) {
    if (STAMP_KEYS.has(key) || x[key] === undefined) continue;
    counted++;
    const value = x[key];
    if (value === y[key]) continue;
    if (typeof value === 'object' && value !== null) rebuilt.push(key);
    else if (!sameField(value, y[key])) return false;
  }
  for (const key in y) {
    if (STAMP_KEYS.has(key) || y[key] === undefined) continue;
    counted--;
  }
  return counted === 0 && rebuilt.every((key) => sameField(x[key], y[key]));
}
