import type { CatalogueItem } from '../records/item';
import type { ItemMap } from '../records/item-map';
import type { Recipe } from '../records/recipe';
import { normaliseUnit } from './normalise-unit';
import {
  isPackagingUnit,
  resolvePackageChain,
  type PackageChain,
  type PurchaseFields,
} from './package-chain';
import { measureOf, type UnitTable } from './unit-table';

/** What converting quantities of one item needs: density, each weight, package chain. */
export interface ItemProfile {
  /** Density in g per mL, or null. */
  readonly rho: number | null;
  /** Weight in g of one each, or null. */
  readonly w: number | null;
  /** The valid package chain of a packaging purchase unit, or null. */
  readonly chain: PackageChain | null;
}

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Density in g per mL from map weight/volume data alone; null unless all four are usable. */
export const mapDensity = (map: ItemMap | null | undefined, table: UnitTable): number | null => {
  if (!map || !positive(map.weight_value) || !positive(map.volume_value)) return null;
  const w = map.weight_unit ? measureOf(table, map.weight_unit) : null;
  const v = map.volume_unit ? measureOf(table, map.volume_unit) : null;
  if (w?.dimension !== 'weight' || v?.dimension !== 'volume') return null;
  return (map.weight_value * w.size) / (map.volume_value * v.size);
};

/** Computes an item's conversion profile (uncached). */
export const computeProfile = (item: CatalogueItem, table: UnitTable): ItemProfile => {
  const map = (item as { map?: ItemMap | null }).map;
  let rho = mapDensity(map, table);
  if (rho === null && item.type === 'recipe') {
    const weight = map?.each_value;
    const volume = (item as Recipe).costs?.volume;
    if (positive(weight) && positive(volume)) rho = weight / volume;
  }
  const each = map?.each_value;
  const fields = item as PurchaseFields;
  let chain: PackageChain | null = null;
  if (fields.purchaseunit && isPackagingUnit(normaliseUnit(fields.purchaseunit))) {
    const resolved = resolvePackageChain(fields, table);
    chain = resolved.ok ? resolved.value : null;
  }
  return { rho, w: positive(each) ? each : null, chain };
};

const cache = new WeakMap<object, { table: UnitTable; profile: ItemProfile }>();

/**
 * The conversion profile of an item (costing-model §2.4, §5), computed once per record object
 * and unit table. Records are treated as immutable: a changed item is a new object.
 */
export const itemProfile = (item: CatalogueItem, table: UnitTable): ItemProfile => {
  const hit = cache.get(item);
  if (hit !== undefined && hit.table === table) return hit.profile;
  const profile = computeProfile(item, table);
  cache.set(item, { table, profile });
  return profile;
};
