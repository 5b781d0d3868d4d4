import { unitText } from './amount-text';

/** A unit of a select: its stored name, shown by its name in the interface language. */
export interface UnitChoice {
  value: string;
  label: string;
}

/** A group of units of a select ('Weight': kg, g...). */
export interface UnitGroup {
  group: string;
  items: readonly string[];
}

/** Select data of units: the value is the stored unit name, the label its name as shown. */
export const unitChoices = (units: readonly string[]): UnitChoice[] =>
  units.map((unit) => ({ value: unit, label: unitText(unit) }));

/** Grouped select data of units, each unit named as the interface shows it. */
export const unitGroupChoices = (
  groups: readonly UnitGroup[],
): { group: string; items: UnitChoice[] }[] =>
  groups.map((g) => ({ group: g.group, items: unitChoices(g.items) }));
