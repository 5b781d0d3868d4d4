import type { VenueStore } from '@larder/data';
import {
  explodeDemand,
  orderList,
  prepGroups,
  type CatalogueItem,
  type DemandLine,
  type Explosion,
  type Menu,
  type OrderList,
  type PrepAreaGroup,
  type StockCount,
  type Supplier,
  type UnitOverrides,
} from '@larder/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/languages';
import { useKitchenList, type KitchenListSelection } from '../../state/kitchen-list';
import {
  fromSnapshot,
  itemsByKey,
  useCatalogueItems,
  useCostSettings,
} from '../catalogue/catalogue-context';
import { localDay } from '../catalogue/local-day';
import { useDefaultMenu, useMenus } from '../menus/use-menus';
import { useSuppliers } from '../suppliers/use-suppliers';
import {
  kitchenListOptions,
  kitchenListSource,
  kitchenListTitle,
  sourceDay,
  sourceDemand,
  type KitchenListOptionGroup,
  type KitchenListSource,
} from './kitchen-list-source';
import { onHandFromCount } from './stock-on-hand';
import { useEvents } from './use-events';
import { useLatestStockCount } from './use-latest-stock-count';
import { usePrepLists } from './use-prep-lists';

/** A prep list and, when asked for, its order list, as the panels and pages show them. */
export interface KitchenLists {
  readonly venueId: string;
  readonly selection: KitchenListSelection;
  /** The day of the list: chosen, else the list's own, else today (YYYY-MM-DD). */
  readonly date: string;
  readonly today: string;
  readonly source: KitchenListSource | null;
  readonly title: string;
  readonly options: readonly KitchenListOptionGroup[];
  /** The menus a forecast may use: the Default Menu, then the venue's own. */
  readonly menus: readonly Menu[];
  readonly demand: readonly DemandLine[];
  /** Why the source gives no demand (a forecast out of range), else null. */
  readonly demandError: string | null;
  readonly explosion: Explosion;
  /** The prep lines by storage area, then category. */
  readonly groups: readonly PrepAreaGroup[];
  /** The order list (on hand from the latest stock count); null unless asked for. */
  readonly order: OrderList | null;
  /** The stock count the order list's on hand comes from; null when nothing was counted. */
  readonly stockCount: Pick<StockCount, 'skey' | 'name' | 'date'> | null;
  /** An item's name by foodkey (for missing entries), the key itself when it is gone. */
  readonly nameOf: (foodkey: string) => string;
}

export type KitchenListsState = { state: 'loading' } | ({ state: 'ready' } & KitchenLists);

const NO_EXPLOSION: Explosion = { recipes: [], needs: [], missing: [] };

/**
 * The explosion of a demand over a catalogue snapshot (operations-model §2), computed once
 * per snapshot, demand and unit sizes however many panels and pages ask.
 */
function explosionOf(
  items: readonly CatalogueItem[],
  demand: readonly DemandLine[],
  units: UnitOverrides,
): Explosion {
  if (demand.length === 0) return NO_EXPLOSION;
  const key = `explode:${JSON.stringify(units)}:${JSON.stringify(demand)}`;
  return fromSnapshot(items, key, (list) => explodeDemand(demand, itemsByKey(list), { units }));
}

/** No stock counted: everything is 0 on hand (operations-model §3). */
const NOTHING_ON_HAND: ReadonlyMap<string, number> = new Map();

/** The on hand of each count, for the catalogue snapshot and unit sizes it was worked out for. */
const onHands = new WeakMap<
  StockCount,
  { items: readonly CatalogueItem[]; units: string; onHand: ReadonlyMap<string, number> }
>();

/**
 * What the latest stock count says is on hand (operations-model §3), worked out once per
 * count, catalogue snapshot and unit sizes however many panels and pages ask.
 */
function onHandOf(
  count: StockCount | null,
  items: readonly CatalogueItem[],
  units: UnitOverrides,
): ReadonlyMap<string, number> {
  if (!count) return NOTHING_ON_HAND;
  const key = JSON.stringify(units);
  const seen = onHands.get(count);
  if (seen && seen.items === items && seen.units === key) return seen.onHand;
  const byKey = itemsByKey(items);
  const onHand = onHandFromCount(count, (foodkey) => byKey.get(foodkey), units);
  onHands.set(count, { items, units: key, onHand });
  return onHand;
}

/**
 * The last order list of each explosion, with the suppliers (as JSON: each panel or page
 * reads its own copy of the same suppliers) and the stock on hand it was made for.
 */
const orders = new WeakMap<
  Explosion,
  { suppliers: string; onHand: ReadonlyMap<string, number>; order: OrderList }
>();

function orderOf(
  explosion: Explosion,
  items: readonly CatalogueItem[],
  suppliers: readonly Supplier[],
  units: UnitOverrides,
  onHand: ReadonlyMap<string, number>,
): OrderList {
  const key = JSON.stringify(suppliers);
  const seen = orders.get(explosion);
  if (seen && seen.suppliers === key && seen.onHand === onHand) return seen.order;
  const order = orderList({
    needs: explosion.needs,
    items: itemsByKey(items),
    suppliers,
    onHand,
    overrides: units,
  });
  orders.set(explosion, { suppliers: key, onHand, order });
  return order;
}

/** What the kitchen lists are made from: the chosen list, its demand and the venue's records. */
function useKitchenListInputs(store: VenueStore) {
  const { venueId, selection } = useKitchenList();
  const { units } = useCostSettings();
  const items = useCatalogueItems(store);
  const prepLists = usePrepLists(store);
  const events = useEvents(store);
  const stored = useMenus(store);
  const defaultMenu = useDefaultMenu(items);
  const suppliers = useSuppliers(store);
  const stockCount = useLatestStockCount(store);
  // The day as the panel opened (the venue clock, adjusted to the server's).
  const [today] = useState(() => localDay(store.env.now()));
  const language = useLanguage();

  const menus = useMemo(
    () => (stored && defaultMenu ? [defaultMenu, ...stored] : undefined),
    [stored, defaultMenu],
  );
  const source = useMemo(
    () =>
      prepLists && events && menus
        ? kitchenListSource(selection.list, { prepLists, events, menus }, selection.forecast)
        : null,
    [selection.list, selection.forecast, prepLists, events, menus],
  );
  const { demand, error } = useMemo(() => sourceDemand(source, language), [source, language]);
  return {
    venueId,
    language,
    selection,
    units,
    items,
    prepLists,
    events,
    menus,
    suppliers,
    stockCount,
    today,
    source,
    demand,
    error,
  };
}

/** The interface language; a screen that asks for it is drawn again when it changes. */
function useLanguage() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

/** Idle time when the browser has it; else a short delay. */
const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
};

/**
 * Works out the chosen list's prep and order lists in idle time, once the venue's catalogue
 * and records are loaded and after each change, so that a panel opened with Alt+p or Alt+o
 * finds them computed (the same memoized results `useKitchenLists` reads).
 */
export function useKitchenListsWarmUp(store: VenueStore): void {
  const { items, demand, units, suppliers, stockCount } = useKitchenListInputs(store);
  useEffect(() => {
    if (!items || !suppliers || stockCount === undefined || demand.length === 0) return;
    return whenIdle(() => {
      const onHand = onHandOf(stockCount, items, units);
      orderOf(explosionOf(items, demand, units), items, suppliers, units, onHand);
    });
  }, [items, demand, units, suppliers, stockCount]);
}

/**
 * The prep list chosen for the side panels and printable pages (operations-model §1-3), from
 * the venue's records: its demand, the recipes to prepare grouped by storage area and category
 * and, with `order`, the order list per supplier (on hand from the latest stock count, reloaded
 * with the stock reload debounce; par from the items).
 * Each step is memoized; a catalogue, record or selection change recomputes what follows it.
 */
export function useKitchenLists(
  store: VenueStore,
  { order: withOrder = false }: { order?: boolean } = {},
): KitchenListsState {
  const inputs = useKitchenListInputs(store);
  const { venueId, selection, units, items, prepLists, events, menus, suppliers, today } = inputs;
  const { language } = inputs;
  const { stockCount } = inputs;
  const { source, demand, error } = inputs;
  const explosion = useMemo(
    () => (items ? explosionOf(items, demand, units) : NO_EXPLOSION),
    [items, demand, units],
  );
  const groups = useMemo(() => prepGroups(explosion.recipes), [explosion]);
  const order = useMemo(
    () =>
      withOrder && items && suppliers && stockCount !== undefined
        ? orderOf(explosion, items, suppliers, units, onHandOf(stockCount, items, units))
        : null,
    [withOrder, explosion, items, suppliers, units, stockCount],
  );
  const options = useMemo(
    () =>
      prepLists && events
        ? kitchenListOptions({ prepLists, events }, today, selection.list, language)
        : [],
    [prepLists, events, today, selection.list, language],
  );
  const nameOf = useMemo(() => {
    const byKey = items ? itemsByKey(items) : new Map<string, CatalogueItem>();
    return (foodkey: string) => byKey.get(foodkey)?.name?.trim() || foodkey;
  }, [items]);

  if (
    !items ||
    !prepLists ||
    !events ||
    !menus ||
    (withOrder && (!suppliers || stockCount === undefined))
  ) {
    return { state: 'loading' };
  }
  return {
    state: 'ready',
    venueId,
    selection,
    date: selection.date ?? sourceDay(source) ?? today,
    today,
    source,
    title: kitchenListTitle(source, language),
    options,
    menus,
    demand,
    demandError: error,
    explosion,
    groups,
    order,
    stockCount: stockCount
      ? { skey: stockCount.skey, name: stockCount.name, date: stockCount.date }
      : null,
    nameOf,
  };
}
