import {
  DependencyIndex,
  whatIfCosts,
  type CatalogueItem,
  type PriceChange,
  type PricingSettings,
  type UnitOverrides,
} from '@larder/domain';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { afterPaint } from '../../state/after-paint';
import { fromSnapshot, itemsByKey } from '../../components/catalogue/catalogue-context';

/** What the changes would do: the items Apply saves and the recipes they move. */
export type WhatIf = ReturnType<typeof whatIfCosts>;

const NOTHING: WhatIf = { changedItems: [], recipes: [] };

/** Who uses what, built once per catalogue snapshot and kept across keystrokes. */
export const dependencyIndex = (items: readonly CatalogueItem[]): DependencyIndex =>
  fromSnapshot(items, 'costing-editor:index', (list) => DependencyIndex.build(list));

/**
 * The what-if of `changes` against a catalogue snapshot (the dependency index kept per
 * snapshot): the table's figures, and exactly what Apply saves. The food cost percent is of
 * the net selling price with the venue's pricing settings (tax), as menu pricing shows it.
 */
export function whatIfOf(
  items: readonly CatalogueItem[],
  changes: readonly PriceChange[],
  units: UnitOverrides,
  pricing: PricingSettings,
): WhatIf {
  if (changes.length === 0) return NOTHING;
  return whatIfCosts(itemsByKey(items), changes, units, {
    index: dependencyIndex(items),
    pricing,
  });
}

/**
 * The what-if of the changes against the venue's catalogue in memory (operations-model §8),
 * recomputed as the changes are typed, nothing saved. The recompute follows the typing as
 * soon as the browser is free (a deferred value), so each keystroke is drawn first; `stale`
 * says the figures shown are those of earlier changes. `changes` is compared by content, so a
 * keystroke that leaves the valid changes as they were recomputes nothing.
 */
export function useWhatIf(
  items: readonly CatalogueItem[] | undefined,
  changes: readonly PriceChange[],
  units: UnitOverrides,
  pricing: PricingSettings,
): { whatIf: WhatIf; shownKey: string; stale: boolean } {
  const key = JSON.stringify(changes);
  const shownKey = useDeferredValue(key);
  // Who uses what is worked out once the page is drawn, before the first keystroke needs it.
  useEffect(() => (items ? afterPaint(() => dependencyIndex(items)) : undefined), [items]);
  const whatIf = useMemo(() => {
    const shown = JSON.parse(shownKey) as PriceChange[];
    return items ? whatIfOf(items, shown, units, pricing) : NOTHING;
  }, [items, shownKey, units, pricing]);
  return { whatIf, shownKey, stale: key !== shownKey };
}
