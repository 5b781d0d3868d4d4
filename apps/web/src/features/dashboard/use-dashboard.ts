import { observeRecords, type VenueStore } from '@larder/data';
import {
  dishesByFoodCost,
  incompleteItems,
  menuDishes,
  recipeCostMoves,
  wastageTotal,
} from '@larder/domain';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import {
  itemsByKey,
  useCatalogueItems,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { useDefaultMenu, useMenus } from '../../components/menus/use-menus';
import { useVenuePricing } from '../../components/menus/use-venue-pricing';
import { dashboardCounts, firstDayOfLast } from './dashboard-counts';

/** Days of wastage the dashboard adds up. */
export const WASTAGE_DAYS = 30;
/** Recipes listed under cost moves. */
export const MOVES_SHOWN = 5;

/** Everything the dashboard shows, live; null while loading. */
export function useDashboard(store: VenueStore) {
  const items = useCatalogueItems(store);
  const menus = useMenus(store);
  const suppliers = useObservable(() => observeRecords(store, 'supplier'), [store]);
  const defaultMenu = useDefaultMenu(items);
  const { units } = useCostSettings();
  const pricing = useVenuePricing(store);
  return useMemo(() => {
    if (!items || !menus || !suppliers || !defaultMenu || !pricing) return null;
    const byKey = itemsByKey(items);
    return {
      counts: dashboardCounts(items, suppliers.length, menus.length),
      incomplete: incompleteItems(items, units),
      moves: recipeCostMoves(items, units, MOVES_SHOWN),
      dishes: dishesByFoodCost(menuDishes(defaultMenu, (key) => byKey.get(key), pricing)),
      wastage: wastageTotal(items, firstDayOfLast(WASTAGE_DAYS, store.env.now())),
    };
  }, [items, menus, suppliers, defaultMenu, units, pricing, store]);
}
