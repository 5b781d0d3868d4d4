import Dexie from 'dexie';

/**
 * The venue database as earlier versions of the app shipped it, for the upgrade tests: the
 * stores of each version up to `version`, as they were then (not read from venue-db.ts, which
 * may change them later).
 */
export function oldVenueDb(name: string, version: 2 | 3): Dexie {
  const old = new Dexie(name);
  old.version(1).stores({
    master: '&foodkey, type',
    suppliers: '&skey',
    settings: '&skey',
    menus: '&skey',
    stock: '&key',
    outbox: '++mid, &[kind+key]',
    state: '&name',
  });
  old.version(2).stores({ refusedChanges: '[kind+key], at' });
  if (version >= 3) {
    old.version(3).stores({
      events: '&skey, date',
      estimates: '&skey, date',
      estimateNumbers: '&skey',
      prepLists: '&skey',
      prepTicks: '&skey, [list+date]',
    });
  }
  return old;
}
