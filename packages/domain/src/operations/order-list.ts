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

/**
 * What an order line takes from its item alone, worked out once per item record and unit
 * table (records are immutable): an order list is recomputed for every change of its prep
 * list, most of its items unchanged. The purchase unit first; the rest the first time the item
 * is ordered (`learn`). One object per item, so a line reads one record of facts.
 */
class ItemEntry {
  readonly dimension: Dimension | null;
  /** Base amount of one purchase unit (NaN without a purchase unit). */
  readonly size: number;
  /**
   * Where the order list being summed keeps the item's need (its place in that call's lists,
   * checked there): one lookup per need instead of a map built per call.
   */
  slot = -1;
  /** True once the facts below are worked out. */
  known = false;
  name = '';
  /** The name lower-cased, to sort by. */
  sortName = '';
  /** The purchase unit's label for one, and for several. */
  one = '';
  several = '';
  /** The par level in the base unit of the purchase dimension; null when it does not convert. */
  par: number | null = null;
  unitPrice: number | null = null;
  /** The key of the supplier the item names (matched case-insensitively), or null. */
  supplierKey: string | null = null;
  /** The supplier the item's code was last looked up at (undefined: none yet), and the code. */
  codeAt: Supplier | undefined = undefined;
  code: string | null = null;

  constructor(
    readonly table: UnitTable,
    readonly foodkey: string,
    readonly purchase: PurchaseUnit | null,
  ) {
    this.dimension = purchase === null ? null : purchase.dimension;
    this.size = purchase === null ? Number.NaN : purchase.size;
  }

  /** Works out the facts of the item (this entry's) with a purchase unit. */
  learn(item: CatalogueItem, purchase: PurchaseUnit): void {
    const reference = (item as { supplier?: string | null }).supplier;
    const name = item.name?.trim() || item.foodkey;
    const [one, several] = labelsOf(purchase.unit);
    this.name = name;
    this.sortName = name.toLowerCase();
    this.one = one;
    this.several = several;
    this.par = parIn(item, purchase.dimension, this.table);
    this.unitPrice = unitPriceOf(item);
    this.supplierKey = reference?.trim() ? supplierKeyOf(reference) : null;
    this.known = true;
  }
}

const entries = new WeakMap<CatalogueItem, ItemEntry>();

const entryOf = (item: CatalogueItem, table: UnitTable): ItemEntry => {
  const hit = entries.get(item);
  if (hit !== undefined && hit.table === table) return hit;
  const entry = new ItemEntry(table, item.foodkey, purchaseUnitOf(item, table));
  entries.set(item, entry);
  return entry;
};

/** Supplier keys by the name as written (a few distinct names across many items). */
const keys = new Map<string, string>();

const supplierKeyOf = (name: string): string => {
  const hit = keys.get(name);
  if (hit !== undefined) return hit;
  const key = keyFromName(name);
  if (keys.size < 10_000) keys.set(name, key);
  return key;
};

/** A purchase unit's labels for one and for several, by unit. */
const labels = new Map<string, readonly [string, string]>();

const labelsOf = (unit: string): readonly [string, string] => {
  const hit = labels.get(unit);
  if (hit !== undefined) return hit;
  const both = [unitLabel(unit, 1), unitLabel(unit, 2)] as const;
  if (labels.size < 10_000) labels.set(unit, both);
  return both;
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

/**
 * One supplier's lines, sorted by name, with their total: `places` index `lines` and
 * `sortNames` (each name lower-cased once per item record, not at every comparison).
 */
const groupOf = (
  supplier: Supplier | undefined,
  places: number[],
  lines: readonly OrderLine[],
  sortNames: readonly string[],
): OrderGroup => {
  let total: number | null = null;
  let incomplete = false;
  for (const place of places) {
    const cost = (lines[place] as OrderLine).lineCost;
    if (cost === null) incomplete = true;
    else total = (total ?? 0) + cost;
  }
  places.sort((i, j) => {
    const x = sortNames[i] as string;
    const y = sortNames[j] as string;
    if (x !== y) return x < y ? -1 : 1;
    const a = lines[i] as OrderLine;
    const b = lines[j] as OrderLine;
    return byName(a.name, b.name) || byName(a.foodkey, b.foodkey);
  });
  return {
    supplierKey: supplier ? supplier.skey : null,
    supplierName: supplier ? supplier.name?.trim() || supplier.skey : null,
    lines: places.map((place) => lines[place] as OrderLine),
    total,
    incomplete,
  };
};

/** True while an order list sums its needs (the item entries then hold its places). */
let summing = false;

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
  const table = unitTableFor(overrides);
  const bySkey = new Map<string, Supplier>();
  for (const supplier of suppliers) {
    const key = supplierKeyOf(supplier.skey);
    if (supplier.deleted !== true && !bySkey.has(key)) bySkey.set(key, supplier);
  }
  const missing = new Set<string>();

  // Needs of one item summed in the base unit of its purchase unit, by item in the order first
  // met: place i holds the item, its entry and its need. An item's place is kept in its entry
  // (checked against `placed`), or in a map of this call's own when it runs inside another.
  const placedItems: CatalogueItem[] = [];
  const placed: ItemEntry[] = [];
  const sums: number[] = [];
  const own = summing ? new Map<ItemEntry, number>() : undefined;
  summing = true;
  // Needs come by foodkey (see `explodeDemand`): a need of the item before reuses its lookups.
  let lastKey: string | undefined;
  let item: CatalogueItem | undefined;
  let entry: ItemEntry | undefined;
  try {
    for (const need of needs) {
      if (need.foodkey !== lastKey || lastKey === undefined) {
        lastKey = need.foodkey;
        item = all.get(lastKey);
        entry = item === undefined || item.deleted === true ? undefined : entryOf(item, table);
      }
      const to = entry?.dimension;
      const dimension = DIMENSION_OF[need.unit];
      const qty =
        item && to && dimension && finite(need.qty)
          ? dimension === to
            ? need.qty
            : convertBase({ dimension, amount: need.qty }, to, item, table)
          : null;
      if (!item || !entry || qty === null || !Number.isFinite(qty)) {
        missing.add(need.foodkey);
        continue;
      }
      const slot = own ? own.get(entry) : entry.slot;
      if (slot !== undefined && placed[slot] === entry) {
        sums[slot] = (sums[slot] as number) + qty;
        continue;
      }
      if (own) own.set(entry, placed.length);
      else entry.slot = placed.length;
      placedItems.push(item);
      placed.push(entry);
      sums.push(qty);
    }
  } finally {
    if (!own) summing = false;
  }

  // The lines, their names lower-cased, and the places of each supplier's lines.
  const lines: OrderLine[] = [];
  const sortNames: string[] = [];
  const groups = new Map<Supplier | undefined, number[]>();
  for (let i = 0; i < placed.length; i++) {
    const facts = placed[i] as ItemEntry;
    const need = sums[i] as number;
    if (!facts.known) facts.learn(placedItems[i] as CatalogueItem, facts.purchase as PurchaseUnit);
    const foodkey = facts.foodkey;
    let par = facts.par;
    if (par === null) {
      missing.add(foodkey);
      par = 0;
    }
    const stock = onHand?.get(foodkey);
    const counted = finite(stock) ? stock : 0;
    const units = orderUnits({ need, par, onHand: counted, unitSize: facts.size });
    if (units === 0 && !includeZero) continue;
    const supplier = facts.supplierKey === null ? undefined : bySkey.get(facts.supplierKey);
    // The supplier's code for the item, remembered with the item's facts.
    if (supplier !== undefined && facts.codeAt !== supplier) {
      facts.code = codesOf(supplier).get(foodkey) ?? null;
      facts.codeAt = supplier;
    }
    const unitPrice = facts.unitPrice;
    const place = lines.length;
    lines.push({
      foodkey,
      name: facts.name,
      need,
      par,
      onHand: counted,
      baseUnit: BASE_UNITS[facts.dimension as Dimension],
      units,
      unitLabel: units === 1 ? facts.one : facts.several,
      supplierCode: supplier === undefined ? null : facts.code,
      unitPrice,
      lineCost: unitPrice === null ? null : units * unitPrice,
      costMissing: unitPrice === null,
    });
    sortNames.push(facts.sortName);
    const list = groups.get(supplier);
    if (list) list.push(place);
    else groups.set(supplier, [place]);
  }

  const ordered: OrderGroup[] = [];
  for (const [supplier, places] of groups) {
    ordered.push(groupOf(supplier, places, lines, sortNames));
  }
  ordered.sort(bySupplier);
  let total: number | null = null;
  for (const group of ordered) if (group.total !== null) total = (total ?? 0) + group.total;
  return {
    groups: ordered,
    total,
    incomplete: ordered.some((group) => group.incomplete),
    missing: [...missing].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  };
};
