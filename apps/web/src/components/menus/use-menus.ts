import { observeRecords, withoutSync, type StoredRecord, type VenueStore } from '@larder/data';
import { defaultMenu, isRecipe, menuSchema, type CatalogueItem, type Menu } from '@larder/domain';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';

/** A stored record as a validated menu; null when it does not validate. */
export function toMenu(record: StoredRecord): Menu | null {
  const parsed = menuSchema.safeParse(withoutSync(record));
  return parsed.success ? parsed.data : null;
}

const byName = (a: Menu, b: Menu) => (a.name ?? a.skey).localeCompare(b.name ?? b.skey);

/** The venue's stored menus, validated, by name; undefined while loading. */
export function useMenus(store: VenueStore): Menu[] | undefined {
  const records = useObservable(() => observeRecords(store, 'menu'), [store]);
  return useMemo(
    () =>
      records
        ?.map(toMenu)
        .filter((m): m is Menu => m !== null)
        .sort(byName),
    [records],
  );
}

/** The synthesized Default Menu: every recipe flagged as a menu item (not stored). */
export function useDefaultMenu(items: readonly CatalogueItem[] | undefined): Menu | undefined {
  return useMemo(() => (items ? defaultMenu(items.filter(isRecipe)) : undefined), [items]);
}
