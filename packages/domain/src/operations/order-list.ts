import { toItemMap, type ItemCollection } from '../costing/item-collection';
import { finite } from '../costing/unit-costs';
import { unitLabel } from '../display/format-quantity';
import type { CatalogueItem } from '../records/item';
import { keyFromName } from '../records/record-key';
import type { Supplier } from '../records/supplier';
import { convertBase } from '../units/item-conversions';
import { parInBaseUnits } from '../units/par-level';
import type { Dimension } from '../units/unit-catalogue';
import { unitTableFor, type UnitsInput, type UnitTable } from '../units/unit-table';
import type { ItemNeed } from './explode-demand';
import { orderUnits } from './order-units';
import { BASE_UNITS, purchaseUnitOf, type BaseUnit, type PurchaseUnit } from './purchase-unit';

export interface OrderListInput {
  /** Summed raw needs, in base units (see `explodeDemand`). */
  readonly needs: readonly ItemNeed[];
  readonly items: ItemCollection;
  readonly suppliers: readonly Supplier[];
  /** The latest counted stock by foodkey, in the base unit of the item's purchase unit. */
  readonly onHand?: ReadonlyMap<string, number>;
  /** The user's unit sizes (costing-model §1). */
  readonly overrides?: UnitsInput;
  /** Keep the lines that order nothing (stock and par already cover the need). */
  readonly includeZero?: boolean;
}

/** One item to order (operations-model §3); amounts in `baseUnit`. */
export interface OrderLine {
  readonly foodkey: string;
  readonly name: string;
  readonly need: number;
  readonly par: number;
  readonly onHand: number;
  readonly baseUnit: BaseUnit;
  /** Whole purchase units to order. */
  readonly units: number;
  /** The purchase unit's label, plural unless `units` is 1 ('cases', 'kg'). */
  readonly unitLabel: string;
  /** The supplier's code for the item, or null. */
  readonly supplierCode: string | null;
  /** Price of one purchase unit: purchaseprice / purchaseqty, null when unknown. */
  readonly unitPrice: number | null;
  /** units x unitPrice, null when the price is unknown (never 0 for a missing cost). */
  readonly lineCost: number | null;
  readonly costMissing: boolean;
}

/** The lines of one supplier, or of the items with no known supplier (`supplierKey` null). */
export interface OrderGroup {
  readonly supplierKey: string | null;
  readonly supplierName: string | null;
  readonly lines: readonly OrderLine[];
  /** Sum of the known line costs; null when no line has a cost. */
  readonly total: number | null;
  /** True when a line's cost is missing (the total leaves it out). */
  readonly incomplete: boolean;
}

export interface OrderList {
  /** By supplier name, the group without a supplier last. */
  readonly groups: OrderGroup[];
  readonly total: number | null;
  readonly incomplete: boolean;
  /**
   * Foodkeys of needs that could not be ordered (no such item, no purchase unit with a size,
   * a need that does not convert to it) or whose par level does not convert (counted as 0).
   */
  readonly missing: string[];
}

const DIMENSION_OF: Readonly<Record<BaseUnit, Dimension>> = {
  g: 'weight',
  mL: 'volume',
  each: 'count',
};

/** Names in order, case-insensitively, then exactly. */
const byName = (a: string, b: string): number => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** True when the item has a par level (the optional field `par`, read through a narrow shape). */
const hasPar = (item: CatalogueItem): boolean => {
  const par = (item as { par?: unknown }).par;
  return typeof par === 'object' && par !== null;
};

/** Par in the base unit of `dimension`: 0 when unset, null when it does not convert. */
const parIn = (item: CatalogueItem, dimension: Dimension, table: UnitTable): number | null => {
  if (!hasPar(item)) return 0;
  const base = parInBaseUnits(item, table);
  const amount = base && convertBase(base, dimension, item, table);
  return amount !== null && Number.isFinite(amount) ? amount : null;
};

/** Price of one purchase unit: purchaseprice / purchaseqty (costing-model §2, §4). */
const unitPriceOf = (item: CatalogueItem): number | null => {
  const { purchaseprice: p, purchaseqty: q } = item as {
    purchaseprice?: number | null;
    purchaseqty?: number | null;
  };
  if (!finite(p) || p < 0 || !finite(q) || q <= 0) return null;
  const price = p / q;
  return Number.isFinite(price) ? price : null;
};

/** The supplier's code for each item it lists (the first entry of a foodkey). */
/** What an order line takes from its item alone. */
interface ItemFacts {
  readonly name: string;
  /** The name lower-cased, to sort by. */
  readonly sortName: string;
  /** The purchase unit's label for one, and for several. */
  readonly one: string;
  readonly several: string;
  /** The par level in the base unit of the purchase dimension; null when it does not convert. */
  readonly par: number | null;
  readonly unitPrice: number | null;
  /** The key of the supplier the item names (matched case-insensitively), or null. */
  readonly supplierKey: string | null;
  /** The code of the item at the supplier it was last looked up for. */
  code?: { supplier: Supplier; code: string | null };
}

/**
 * Worked out once per item record and unit table (records are immutable): an order list is
 * recomputed for every change of its prep list, most of its items unchanged.
 */
const factsCache = new WeakMap<CatalogueItem, { table: UnitTable; facts: ItemFacts }>();

const itemFacts = (item: CatalogueItem, purchase: PurchaseUnit, table: UnitTable): ItemFacts => {
  const hit = factsCache.get(item);
  if (hit !== undefined && hit.table === table) return hit.facts;
  const reference = (item as { supplier?: string | null }).supplier;
  const name = item.name?.trim() || item.foodkey;
  const facts: ItemFacts = {
    name,
    sortName: name.toLowerCase(),
    one: unitLabel(purchase.unit, 1),
    several: unitLabel(purchase.unit, 2),
    par: parIn(item, purchase.dimension, table),
    unitPrice: unitPriceOf(item),
    supplierKey: reference?.trim() ? keyFromName(reference) : null,
  };
  factsCache.set(item, { table, facts });
  return facts;
};

/** A supplier's codes by foodkey, worked out once per supplier record. */
const codesCache = new WeakMap<Supplier, Map<string, string>>();

const codesOf = (supplier: Supplier): Map<string, string> => {
  const cached = codesCache.get(supplier);
  if (cached !== undefined) return cached;
  const codes = new Map<string, string>();
  codesCache.set(supplier, codes);
  for (const { foodkey, code } of supplier.ingredients ?? []) {
    if (!foodkey || codes.has(foodkey)) continue;
    if (code !== null && code !== undefined && code !== '') codes.set(foodkey, String(code));
  }
  return codes;
};

/** Groups by supplier name (then key), the group without a supplier last. */
const bySupplier = (a: OrderGroup, b: OrderGroup): number => {
  if (a.supplierKey === null || b.supplierKey === null) {
    return (a.supplierKey === null ? 1 : 0) - (b.supplierKey === null ? 1 : 0);
  }
  return byName(a.supplierName ?? '', b.supplierName ?? '') || byName(a.supplierKey, b.supplierKey);
};

/** One supplier's lines, sorted by name, with their total. */
const groupOf = (
  supplier: Supplier | undefined,
  keyed: { line: OrderLine; name: string }[],
): OrderGroup => {
  let total: number | null = null;
  let incomplete = false;
  for (const { line } of keyed) {
    if (line.lineCost === null) incomplete = true;
    else total = (total ?? 0) + line.lineCost;
  }
  // Each name lower-cased once per item record (its facts), not at every comparison.
  keyed.sort(
    (a, b) =>
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      byName(a.line.name, b.line.name) ||
      byName(a.line.foodkey, b.line.foodkey),
  );
  return {
    supplierKey: supplier ? supplier.skey : null,
    supplierName: supplier ? supplier.name?.trim() || supplier.skey : null,
    lines: keyed.map((k) => k.line),
    total,
    incomplete,
  };
};

/**
 * The order list (operations-model §3): per needed item, order = max(0, need + par - on hand)
 * in whole purchase units (`orderUnits`; a case of 12 cans of 400 g is 4800 g), costed at
 * purchaseprice / purchaseqty per unit; grouped by supplier (item.supplier matched to a
 * supplier's skey case-insensitively, `keyFromName`) with the supplier's code for the item;
 * totals per supplier and overall. A missing price gives a null line cost, never 0.
 */
export const orderList = ({
  needs,
  items,
  suppliers,
  onHand,
  overrides,
  includeZero = false,
}: OrderListInput): OrderList => {
  const all = toItemMap(items);
  /** A live item by foodkey: a deleted one counts as absent. */
  const lookup = (foodkey: string): CatalogueItem | undefined => {
    const item = all.get(foodkey);
    return item?.deleted === true ? undefined : item;
  };
  const table = unitTableFor(overrides);
  const bySkey = new Map<string, Supplier>();
  for (const supplier of suppliers) {
    const key = keyFromName(supplier.skey);
    if (supplier.deleted !== true && !bySkey.has(key)) bySkey.set(key, supplier);
  }
  /** The supplier's code for the item, remembered with the item's facts. */
  const codeFor = (supplier: Supplier | undefined, item: CatalogueItem, facts: ItemFacts) => {
    if (!supplier) return null;
    if (facts.code?.supplier !== supplier) {
      facts.code = { supplier, code: codesOf(supplier).get(item.foodkey) ?? null };
    }
    return facts.code.code;
  };
  const missing = new Set<string>();

  // Needs of one item summed in the base unit of its purchase unit.
  const summed = new Map<
    CatalogueItem,
    { item: CatalogueItem; purchase: PurchaseUnit; need: number }
  >();
  for (const need of needs) {
    const item = lookup(need.foodkey);
    const seen = item && summed.get(item);
    const purchase = seen?.purchase ?? (item && purchaseUnitOf(item, table));
    const dimension = DIMENSION_OF[need.unit];
    const qty =
      item && purchase && dimension && finite(need.qty)
        ? convertBase({ dimension, amount: need.qty }, purchase.dimension, item, table)
        : null;
    if (!item || !purchase || qty === null || !Number.isFinite(qty)) missing.add(need.foodkey);
    else if (seen) seen.need += qty;
    else summed.set(item, { item, purchase, need: qty });
  }

  const groups = new Map<Supplier | undefined, { line: OrderLine; name: string }[]>();
  for (const { item, purchase, need } of summed.values()) {
    const facts = itemFacts(item, purchase, table);
    let par = facts.par;
    if (par === null) {
      missing.add(item.foodkey);
      par = 0;
    }
    const stock = onHand?.get(item.foodkey);
    const counted = finite(stock) ? stock : 0;
    const units = orderUnits({ need, par, onHand: counted, unitSize: purchase.size });
    if (units === 0 && !includeZero) continue;
    const supplier = facts.supplierKey === null ? undefined : bySkey.get(facts.supplierKey);
    const unitPrice = facts.unitPrice;
    const line: OrderLine = {
      foodkey: item.foodkey,
      name: facts.name,
      need,
      par,
      onHand: counted,
      baseUnit: BASE_UNITS[purchase.dimension],
      units,
      unitLabel: units === 1 ? facts.one : facts.several,
      supplierCode: codeFor(supplier, item, facts),
      unitPrice,
      lineCost: unitPrice === null ? null : units * unitPrice,
      costMissing: unitPrice === null,
    };
    const list = groups.get(supplier);
    const entry = { line, name: facts.sortName };
    if (list) list.push(entry);
    else groups.set(supplier, [entry]);
  }

  const ordered = [...groups.entries()]
    .map(([supplier, lines]) => groupOf(supplier, lines))
    .sort(bySupplier);
  let total: number | null = null;
  for (const group of ordered) if (group.total !== null) total = (total ?? 0) + group.total;
  return {
    groups: ordered,
    total,
    incomplete: ordered.some((group) => group.incomplete),
    missing: [...missing].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  };
};
