import { createStore, useStore } from './create-store';
import { kitchenListKey, readLocal, writeLocal } from './local-keys';
import { showSidePanel } from './side-panel';
import { venueStore } from './venue';

/**
 * A menu forecast (operations-model §1): a menu, the covers expected and each menu item's
 * expected share of the covers (0..1, by foodkey).
 */
export interface ForecastSettings {
  /** The menu's skey; '' when none is chosen. */
  readonly menu: string;
  readonly covers: number;
  readonly shares: Readonly<Record<string, number>>;
}

/**
 * Which prep list the side panels and the printable pages show (operations-model §2, §3),
 * per venue.
 */
export interface KitchenListSelection {
  /**
   * The prep list id: a saved manual list's skey, `event:<event skey>` or 'forecast'
   * (`FORECAST_PREP_LIST`); null until one is chosen.
   */
  readonly list: string | null;
  /** The day of the list (YYYY-MM-DD); null for the list's own day, else today. */
  readonly date: string | null;
  readonly forecast: ForecastSettings;
}

export const EMPTY_FORECAST: ForecastSettings = { menu: '', covers: 0, shares: {} };

export const EMPTY_KITCHEN_LIST: KitchenListSelection = {
  list: null,
  date: null,
  forecast: EMPTY_FORECAST,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const finiteAtLeast0 = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** A stored forecast as far as it is well formed (a bad share is dropped, not the whole). */
function forecastOf(value: unknown): ForecastSettings {
  if (!isRecord(value)) return EMPTY_FORECAST;
  const shares: Record<string, number> = {};
  if (isRecord(value.shares)) {
    for (const [foodkey, share] of Object.entries(value.shares)) {
      const n = finiteAtLeast0(share);
      if (n !== null && n <= 1) shares[foodkey] = n;
    }
  }
  return {
    menu: typeof value.menu === 'string' ? value.menu : '',
    covers: finiteAtLeast0(value.covers) ?? 0,
    shares,
  };
}

/** The selection stored for a venue; what is malformed reads as not chosen. */
export function parseKitchenList(text: string | null): KitchenListSelection {
  if (!text) return EMPTY_KITCHEN_LIST;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_KITCHEN_LIST;
  }
  if (!isRecord(value)) return EMPTY_KITCHEN_LIST;
  return {
    list: typeof value.list === 'string' && value.list !== '' ? value.list : null,
    date: typeof value.date === 'string' && DAY.test(value.date) ? value.date : null,
    forecast: forecastOf(value.forecast),
  };
}

/** The selections changed on this device, by venue id ('' when no venue is open). */
const selections = createStore<Readonly<Record<string, KitchenListSelection>>>({});
/** The selections read from localStorage, once per venue. */
const loaded = new Map<string, KitchenListSelection>();

/** The id of the venue open now, '' when none is. */
export const currentVenueId = (): string => venueStore.get().current?.id ?? '';

/** A venue's selection: changed on this device, else as stored, else nothing chosen. */
export function kitchenListFor(venueId: string): KitchenListSelection {
  const changed = selections.get()[venueId];
  if (changed) return changed;
  let stored = loaded.get(venueId);
  if (!stored) {
    stored = venueId ? parseKitchenList(readLocal(kitchenListKey(venueId))) : EMPTY_KITCHEN_LIST;
    loaded.set(venueId, stored);
  }
  return stored;
}

/** Changes the venue's selection (default: the open venue's) and stores it on the device. */
export function setKitchenList(
  change: Partial<KitchenListSelection>,
  venueId: string = currentVenueId(),
): KitchenListSelection {
  const next = { ...kitchenListFor(venueId), ...change };
  selections.set((all) => ({ ...all, [venueId]: next }));
  if (venueId) writeLocal(kitchenListKey(venueId), JSON.stringify(next));
  return next;
}

/**
 * Shows a prep list in the side panel (operations-model §2): selects the list (and its day;
 * without one, the list's own day) and opens the prep list panel. For the planner and the
 * estimates: `showPrepListFor(eventPrepList(event.skey))`.
 */
export function showPrepListFor(listId: string, date: string | null = null): void {
  setKitchenList({ list: listId, date });
  showSidePanel('prep-list');
}

/** Shows the order list of a prep list in the side panel (operations-model §3). */
export function showOrderListFor(listId: string, date: string | null = null): void {
  setKitchenList({ list: listId, date });
  showSidePanel('order-list');
}

/** The open venue's id and selection, live. */
export function useKitchenList(): { venueId: string; selection: KitchenListSelection } {
  const venueId = useStore(venueStore).current?.id ?? '';
  useStore(selections);
  return { venueId, selection: kitchenListFor(venueId) };
}

/** Forgets the selections held in memory (tests, sign-out). */
export function resetKitchenLists(): void {
  loaded.clear();
  selections.reset();
}
