import type { Food } from './food-record';
import type { PackedFood } from './food-file';

/** A food in the bundled file's compact form, values aligned with `nutrients`. */
export const packFood = (food: Food, nutrients: readonly string[]): PackedFood => {
  const values = nutrients.map((tag) => food.values[tag] ?? null);
  while (values.length > 0 && values[values.length - 1] === null) values.pop();
  const measures = food.measures.map((m): [number, string, number] => [m.amount, m.unit, m.grams]);
  return food.deprecated
    ? [food.id, food.name, food.group, values, measures, 1]
    : [food.id, food.name, food.group, values, measures];
};

/** A food from its compact form (the inverse of `packFood`). */
export const unpackFood = (packed: PackedFood, nutrients: readonly string[]): Food => {
  const [id, name, group, list, measures] = packed;
  const values: Record<string, number> = {};
  list.forEach((v, i) => {
    const tag = nutrients[i];
    if (v !== null && tag !== undefined) values[tag] = v;
  });
  return {
    id,
    name,
    group,
    values,
    measures: measures.map(([amount, unit, grams]) => ({ amount, unit, grams })),
    deprecated: packed.length === 6,
  };
};
