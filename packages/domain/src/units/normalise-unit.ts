import { UNIT_CATALOGUE } from './unit-catalogue';

/**
 * Lower-cased spelling -> canonical name, from each unit's name, label, plural, French name
 * and aliases (costing-model §1, product spec §5). Built once.
 */
const SPELLINGS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const unit of UNIT_CATALOGUE) {
    for (const spelling of [unit.name, unit.label, unit.plural, ...unit.aliases]) {
      map.set(spelling.toLowerCase(), unit.name);
    }
  }
  for (const unit of UNIT_CATALOGUE) {
    const fr = unit.fr.toLowerCase();
    if (!map.has(fr)) map.set(fr, unit.name);
  }
  return map;
})();

const cache = new Map<string, string | null>();

/**
 * The canonical catalogue name of a unit ('kg', 'fl oz', 'each', 'case'), matched
 * case-insensitively through names and aliases; null for a custom unit (costing-model §1).
 */
export const normaliseUnit = (name: string): string | null => {
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  const key = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ').toLowerCase() : '';
  const canonical = SPELLINGS.get(key) ?? null;
  if (cache.size < 10_000) cache.set(name, canonical);
  return canonical;
};
