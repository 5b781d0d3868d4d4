import type { PackagingItem } from '../records/packaging-item';
import { finite, orNull, type UnitCosts } from './unit-costs';

/** Packaging item unit costs: eachcost = purchase price / purchase qty (costing-model §4). */
export const packagingUnitCosts = (item: PackagingItem): UnitCosts => {
  const p = item.purchaseprice;
  const q = item.purchaseqty;
  const eachcost = finite(p) && p >= 0 && finite(q) && q > 0 ? orNull(p / q) : null;
  return { gramcost: null, mlcost: null, eachcost };
};
