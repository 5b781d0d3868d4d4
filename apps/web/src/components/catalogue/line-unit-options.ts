import type { ComboboxStringGroupData } from '@mantine/core';
import {
  isLineUnitChoice,
  lineUnitChoices,
  type CatalogueItem,
  type LineUnitGroup,
  type LineUnitKind,
  type LineUnitOptions,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { unitChoices, type UnitChoice } from './unit-choices';
import { MEASURE_UNIT_OPTIONS } from './unit-options';

/** A group of a line's units: its name and units, named in the interface language. */
export interface LineUnitData {
  readonly group: string;
  readonly items: UnitChoice[];
}

const groupLabel = (kind: LineUnitKind): string => i18n.t(`components:units.lineGroups.${kind}`);

/**
 * Select data for a line's unit: the units its item allows, and the row's unit if other; each
 * unit's value its stored name, its label its name in the interface language.
 */
export function lineUnitData(
  item: CatalogueItem | undefined,
  current: string,
  options: LineUnitOptions,
): LineUnitData[] {
  if (!item)
    return MEASURE_UNIT_OPTIONS.map((g) => ({ group: g.group, items: unitChoices(g.items) }));
  const groups = lineUnitChoices(item, options);
  const seen = new Set<string>();
  const data = groups.map((g) => {
    const fresh = g.units.filter((u) => !seen.has(u));
    for (const u of fresh) seen.add(u);
    return { group: groupLabel(g.kind), items: unitChoices(fresh) };
  });
  if (current !== '' && !isLineUnitChoice(groups, current) && !seen.has(current)) {
    data.unshift({ group: i18n.t('components:units.entered'), items: unitChoices([current]) });
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
): ComboboxStringGroupData {
  const data: ComboboxStringGroupData = lineUnitData(item, current, options);
  if (current !== '') return data;
  return [{ value: '', label: i18n.t('components:units.choose'), disabled: true }, ...data];
}

/** The unit a line starts with once its item is chosen: g when it can be weighed, else the first. */
export function defaultLineUnit(groups: readonly LineUnitGroup[]): string {
  if (groups.some((g) => g.kind === 'weight')) return 'g';
  return groups[0]?.units[0] ?? '';
}
