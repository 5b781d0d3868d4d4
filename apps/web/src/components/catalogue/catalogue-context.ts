import {
  DEFAULT_CURRENCY,
  isIngredient,
  isRecipe,
  type CatalogueItem,
  type ItemLookup,
  type UnitOverrides,
} from '@larder/domain';
import { snapshotLookup, type VenueStore } from '@larder/data';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCost } from '../../i18n/format';
import { useSession } from '../../state/session';
import { unitOverridesOf } from '../../state/unit-overrides';

/**
 * Currency symbol and unit overrides of the signed-in user (default '$', default units), and
 * costs written in the interface language with that currency. A screen that asks for them is
 * drawn again, with a new `cost`, when the language changes.
 */
export function useCostSettings(): {
  currency: string;
  units: UnitOverrides;
  cost: (value: number | null | undefined) => string;
  /** The interface language the costs are written in. */
  language: string;
} {
  const { user } = useSession();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const currency = user?.currency || DEFAULT_CURRENCY;
    return {
      currency,
      units: unitOverridesOf(user),
      cost: (value: number | null | undefined) => formatCost(value, currency),
      language,
    };
  }, [user, language]);
}

/**
 * Every live master item of the venue, validated and sorted by foodkey; undefined while the
 * catalogue loads. One in-memory catalogue per open venue feeds every screen: a screen
 * mounted after the first load draws at once, and writes update it in place.
 */
export function useCatalogueItems(store: VenueStore): readonly CatalogueItem[] | undefined {
  return useObservable(() => store.observeItems(), [store]);
}

export type ItemState =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; item: CatalogueItem };

/** Values derived from a catalogue snapshot, by name, kept while the snapshot lives. */
const derived = new WeakMap<readonly CatalogueItem[], Map<string, unknown>>();

/**
 * A value derived from a catalogue snapshot (a filtered list, a set of keys...), computed
 * once per snapshot and name however many screens or form rows ask for it: a screen that
 * opens on a loaded catalogue pays nothing for it, and lists keep their search index.
 */
export function fromSnapshot<T>(
  items: readonly CatalogueItem[],
  name: string,
  compute: (items: readonly CatalogueItem[]) => T,
): T {
  let values = derived.get(items);
  if (!values) derived.set(items, (values = new Map()));
  if (!values.has(name)) values.set(name, compute(items));
  return values.get(name) as T;
}

/**
 * The items of a catalogue snapshot by foodkey: the venue's catalogue gives each of its
 * snapshots a lookup (no map to build after a save); any other list gets a map built once.
 */
export const itemsByKey = (items: readonly CatalogueItem[]): ReadonlyMap<string, CatalogueItem> =>
  snapshotLookup(items) ??
  fromSnapshot(items, 'by-key', (list) => new Map(list.map((i) => [i.foodkey, i])));

/** A lookup over the venue's items, from a snapshot (by key, built once) or a map. */
export function lookupOf(
  items: readonly CatalogueItem[] | ReadonlyMap<string, CatalogueItem>,
): ItemLookup {
  const map = isList(items) ? itemsByKey(items) : items;
  return (key) => map.get(key);
}

const isList = (
  items: readonly CatalogueItem[] | ReadonlyMap<string, CatalogueItem>,
): items is readonly CatalogueItem[] => Array.isArray(items);

/** One master item by foodkey, live, from the venue's catalogue in memory. */
export function useCatalogueItem(store: VenueStore, foodkey: string): ItemState {
  const items = useCatalogueItems(store);
  return useMemo<ItemState>(() => {
    if (!items) return { state: 'loading' };
    const item = itemsByKey(items).get(foodkey);
    return item ? { state: 'ready', item } : { state: 'missing' };
  }, [items, foodkey]);
}

/** Every foodkey of a catalogue snapshot (new items must not reuse one). */
export const keysOf = (items: readonly CatalogueItem[]): ReadonlySet<string> =>
  fromSnapshot(items, 'keys', (list) => new Set(list.map((i) => i.foodkey)));

/**
 * The distinct non-empty values of a text field over the snapshot's items of a kind
 * (categories, storage areas, suppliers typed on items), for a form's suggestions.
 */
export function fieldValues(
  items: readonly CatalogueItem[],
  kind: 'ingredient' | 'recipe' | 'any',
  field: 'category' | 'storagearea' | 'supplier',
): readonly string[] {
  return fromSnapshot(items, `values:${kind}:${field}`, (list) => {
    const values = new Set<string>();
    for (const item of list) {
      if (kind === 'recipe' && !isRecipe(item)) continue;
      if (kind === 'ingredient' && !isIngredient(item)) continue;
      const value = (item as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim() !== '') values.add(value);
    }
    return [...values];
  });
}
