import type { CatalogueItem } from '@larder/domain';

/**
 * The items of one catalogue snapshot by foodkey, over the snapshot itself: `places` gives
 * each key's place in the list, and is shared by every snapshot of the same keys (a save
 * that re-costs items changes no key). A screen looking an item up pays for no map of its
 * own, however often the snapshot is replaced.
 */
export class SnapshotLookup implements ReadonlyMap<string, CatalogueItem> {
  constructor(
    private readonly items: readonly CatalogueItem[],
    private readonly places: ReadonlyMap<string, number>,
  ) {}

  get size(): number {
    return this.items.length;
  }

  get(key: string): CatalogueItem | undefined {
    const at = this.places.get(key);
    return at === undefined ? undefined : this.items[at];
  }

  has(key: string): boolean {
    return this.places.has(key);
  }

  *entries(): MapIterator<[string, CatalogueItem]> {
    for (const item of this.items) yield [item.foodkey, item];
  }

  *keys(): MapIterator<string> {
    for (const item of this.items) yield item.foodkey;
  }

  *values(): MapIterator<CatalogueItem> {
    yield* this.items;
  }

  [Symbol.iterator](): MapIterator<[string, CatalogueItem]> {
    return this.entries();
  }

  forEach(
    each: (value: CatalogueItem, key: string, map: ReadonlyMap<string, CatalogueItem>) => void,
    thisArg?: unknown,
  ): void {
    for (const item of this.items) each.call(thisArg, item, item.foodkey, this);
  }
}

/** The lookups of the snapshots catalogues gave, while each snapshot lives. */
const lookups = new WeakMap<readonly CatalogueItem[], SnapshotLookup>();

/** Notes the lookup of a snapshot a catalogue gives out. */
export const noteSnapshot = (
  items: readonly CatalogueItem[],
  places: ReadonlyMap<string, number>,
): void => {
  lookups.set(items, new SnapshotLookup(items, places));
};

/**
 * The items of a catalogue snapshot (`VenueStore.observeItems`) by foodkey, at no cost; undefined
 * for a list no catalogue gave.
 */
export const snapshotLookup = (
  items: readonly CatalogueItem[],
): ReadonlyMap<string, CatalogueItem> | undefined => lookups.get(items);
