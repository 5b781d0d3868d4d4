/** Fields that say when and where a version was written, not what it holds. */
const STAMP_KEYS = new Set(['sync', 'timestamp']);

/**
 * A value as JSON holds it: what `toJSON` gives, a number that is not finite as null, and
 * `undefined` for what JSON leaves out (undefined, functions, symbols).
 */
function asJson(value: unknown, key: string): unknown {
  let v = value;
  if (
    v !== null &&
    typeof v === 'object' &&
    typeof (v as { toJSON?: unknown }).toJSON === 'function'
  ) {
    v = (v as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'function' || typeof v === 'symbol') return undefined;
  return v;
}

/** The JSON keys of an object that count: stamps and what JSON leaves out aside. */
function countedKeys(value: object): string[] {
  const out: string[] = [];
  for (const key of Object.keys(value)) {
    if (STAMP_KEYS.has(key)) continue;
    if (asJson((value as Record<string, unknown>)[key], key) !== undefined) out.push(key);
  }
  return out;
}

/**
 * Whether two values read the same once written as JSON, the stamps at any depth aside and
 * the keys of an object in any order: the content comparison of a rebuilt field, made
 * without writing either out (a re-costed catalogue compares hundreds of lines and costs).
 */
function sameJson(a: unknown, b: unknown, key: string, inList = false): boolean {
  if (a === b) return true;
  let x = asJson(a, key);
  let y = asJson(b, key);
  // In a list what JSON leaves out is written as null.
  if (inList) {
    x ??= null;
    y ??= null;
  }
  if (x === y) return true;
  if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) {
      if (!sameJson(x[i], y[i], String(i), true)) return false;
    }
    return true;
  }
  const keys = countedKeys(x);
  if (keys.length !== countedKeys(y).length) return false;
  const xs = x as Record<string, unknown>;
  const ys = y as Record<string, unknown>;
  for (const k of keys) {
    if (!Object.prototype.hasOwnProperty.call(ys, k) || !sameJson(xs[k], ys[k], k)) return false;
  }
  return true;
}

const sameField = (a: unknown, b: unknown, key: string): boolean =>
  a === b ||
  (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null
    ? sameJson(a, b, key)
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
    else if (!sameField(value, y[key], key)) return false;
  }
  for (const key in y) {
    if (STAMP_KEYS.has(key) || y[key] === undefined) continue;
    counted--;
  }
  return counted === 0 && rebuilt.every((key) => sameField(x[key], y[key], key));
}
