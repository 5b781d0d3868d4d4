import type { Ingredient } from '../records/ingredient';
import type { ItemMap } from '../records/item-map';
import type { Part } from '../records/part';
import { keyFromName } from '../records/record-key';
import { convertBase, quantityToBase } from '../units/item-conversions';
import type { UnitTable } from '../units/unit-table';
import { costFor, finite, orNull } from './unit-costs';

/** The display name of a part item: '<parent name>, <part name> (pt)' (costing-model §3). */
export const partItemName = (parent: Ingredient, part: Part): string =>
  `${parent.name ?? parent.foodkey}, ${part.name ?? ''} (pt)`;

/** The foodkey of a part item: its name upper-cased (costing-model §3). */
export const partItemKey = (parent: Ingredient, part: Part): string =>
  keyFromName(partItemName(parent, part));

const partKeys = new WeakMap<Part, { readonly parentName: string; readonly key: string }>();

/**
 * `partItemKey`, kept with the part record (records are immutable) for the parent name it was
 * made from: a parent costed again keeps its name and its parts' keys are not made again.
 */
export const partItemKeyOf = (parent: Ingredient, part: Part): string => {
  const parentName = parent.name ?? parent.foodkey;
  const kept = partKeys.get(part);
  if (kept !== undefined && kept.parentName === parentName) return kept.key;
  const key = partItemKey(parent, part);
  partKeys.set(part, { parentName, key });
  return key;
};

/**
 * part.eachcost: the cost of the part's quantity (size + unit) of the parent, with the
 * parent's unit costs (costing-model §3). Null when not computable.
 */
export const partEachCost = (parent: Ingredient, part: Part, table: UnitTable): number | null => {
  if (!finite(part.size) || !part.unit) return null;
  const q = quantityToBase(part.size, part.unit, parent, table);
  if (q === null) return null;
  const unitCost = costFor(parent, q.dimension);
  return unitCost === null ? null : orNull(q.amount * unitCost);
};

/** The weight in g of one part, through the parent's density or each weight. */
export const partWeight = (parent: Ingredient, part: Part, table: UnitTable): number | null => {
  if (!finite(part.size) || !part.unit) return null;
  const q = quantityToBase(part.size, part.unit, parent, table);
  return q === null ? null : orNull(convertBase(q, 'weight', parent, table));
};

/**
 * The master item of type `part` derived from a parent and one of its parts (costing-model §3):
 * bought as 1 each at part.eachcost, with the parent's map and each_value = the part's weight.
 * Fields of an existing part item (image, note, category, ...) are kept.
 */
export const derivePartItem = (
  parent: Ingredient,
  part: Part,
  table: UnitTable,
  existing?: Ingredient,
): Ingredient => {
  const name = partItemName(parent, part);
  const foodkey = keyFromName(name);
  const base: Ingredient = existing ?? {
    foodkey,
    allergens: parent.allergens ?? [],
    category: parent.category ?? null,
    supplier: parent.supplier ?? null,
  };
  const fields = {
    type: 'part' as const,
    foodkey,
    name,
    purchaseprice: part.eachcost ?? null,
    purchaseqty: 1,
    purchaseunit: 'each',
    map: withEachValue(parent.map, partWeight(parent, part, table)),
    usda: part.usda ?? base.usda ?? null,
  };
  // Known fields first, then the stored ones, then the derived values again: V8 copies this
  // far faster than `{ ...base, newField }` when `base` lacks the fields.
  return Object.assign(Object.assign({ ...fields }, base), fields);
};

const withEachValue = (map: ItemMap | null | undefined, eachValue: number | null): ItemMap => {
  if (!map) return { each_value: eachValue };
  if ('each_value' in map) return { ...map, each_value: eachValue };
  const next = { each_value: eachValue, ...map };
  next.each_value = eachValue;
  return next;
};
