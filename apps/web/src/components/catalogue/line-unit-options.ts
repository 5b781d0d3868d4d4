import type { ComboboxStringGroupData } from '@mantine/core';
import {
  isLineUnitChoice,
  lineUnitChoices,
  type CatalogueItem,
  type LineUnitGroup,
  type LineUnitKind,
  type LineUnitOptions,
} from '@larder/domain';
import { MEASURE_UNIT_OPTIONS } from './unit-options';

const GROUP_LABELS: Record<LineUnitKind, string> = {
  weight: 'Weight',
  volume: 'Volume',
  count: 'Count',
  package: 'Packages',
  custom: 'Custom units',
  serving: 'Serving',
};

/** Select data for a line's unit: the units its item allows, and the row's unit if other. */
export function lineUnitData(
  item: CatalogueItem | undefined,
  current: string,
  options: LineUnitOptions,
) {
  if (!item) return MEASURE_UNIT_OPTIONS;
  const groups = lineUnitChoices(item, options);
  const seen = new Set<string>();
  const data = groups.map((g) => {
    const fresh = g.units.filter((u) => !seen.has(u));
    for (const u of fresh) seen.add(u);
    return { group: GROUP_LABELS[g.kind], items: fresh };
  });
  if (current !== '' && !isLineUnitChoice(groups, current) && !seen.has(current)) {
    data.unshift({ group: 'Entered', items: [current] });
  }
  return data;
}

/**
 * The line's unit as a native select lists it: the units the item allows, grouped, after a
 * blank choice while the line has no unit (a native select always shows a value).
 */
export function lineUnitSelectData(
  item: CatalogueItem | undefined,
  current: string,
  options: LineUnitOptions,
) {
  const data: ComboboxStringGroupData = lineUnitData(item, current, options);
  if (current !== '') return data;
  return [{ value: '', label: 'Unit…', disabled: true }, ...data];
}

/** The unit a line starts with once its item is chosen: g when it can be weighed, else the first. */
export function defaultLineUnit(groups: readonly LineUnitGroup[]): string {
  if (groups.some((g) => g.kind === 'weight')) return 'g';
  return groups[0]?.units[0] ?? '';
}
