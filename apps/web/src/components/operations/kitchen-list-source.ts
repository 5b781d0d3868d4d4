import {
  DomainError,
  eventDemand,
  FORECAST_PREP_LIST,
  forecastDemand,
  sumDemand,
  type DemandLine,
  type EventRecord,
  type Menu,
  type PrepList,
} from '@larder/domain';
import type { ForecastSettings } from '../../state/kitchen-list';
import { issueText } from '../../api/issue-text';
import { currentLanguage, i18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';

/** The event prep list id prefix (`eventPrepList`): 'event:<event skey>'. */
const EVENT_PREFIX = 'event:';

/** What a prep list is made from (operations-model §1): a manual list, an event or a forecast. */
export type KitchenListSource =
  | { readonly kind: 'manual'; readonly list: PrepList }
  | { readonly kind: 'event'; readonly event: EventRecord }
  | {
      readonly kind: 'forecast';
      readonly menu: Menu | null;
      readonly settings: ForecastSettings;
    };

/** The venue's records a prep list id may name. */
export interface KitchenListRecords {
  readonly prepLists: readonly PrepList[];
  readonly events: readonly EventRecord[];
  readonly menus: readonly Menu[];
}

/**
 * The source a prep list id names (operations-model §1): 'forecast', 'event:<skey>' or a
 * saved list's skey; null when it names nothing that exists (a deleted list or event).
 */
export function kitchenListSource(
  listId: string | null,
  records: KitchenListRecords,
  forecast: ForecastSettings,
): KitchenListSource | null {
  if (!listId) return null;
  if (listId === FORECAST_PREP_LIST) {
    const menu = records.menus.find((m) => m.skey === forecast.menu) ?? null;
    return { kind: 'forecast', menu, settings: forecast };
  }
  if (listId.startsWith(EVENT_PREFIX)) {
    const skey = listId.slice(EVENT_PREFIX.length);
    const event = records.events.find((e) => e.skey === skey);
    return event ? { kind: 'event', event } : null;
  }
  const list = records.prepLists.find((l) => l.skey === listId);
  return list ? { kind: 'manual', list } : null;
}

/**
 * The source's name for headings, in the interface language (or `lng`): the list's or event's
 * name, or 'Forecast: <menu>'.
 */
export function kitchenListTitle(
  source: KitchenListSource | null,
  lng: Language = currentLanguage(),
): string {
  if (!source) return i18n.t('components:operations.noList', { lng });
  if (source.kind === 'manual') return source.list.name;
  if (source.kind === 'event') {
    return i18n.t('components:operations.eventTitle', {
      lng,
      name: source.event.name,
      count: source.event.guests,
    });
  }
  const menu = source.menu
    ? source.menu.name || source.menu.skey
    : i18n.t('components:operations.noMenu', { lng });
  return i18n.t('components:operations.forecastTitle', {
    lng,
    menu,
    count: source.settings.covers,
  });
}

/** The day the source itself names: a manual list's date, an event's date; else null. */
export function sourceDay(source: KitchenListSource | null): string | null {
  if (source?.kind === 'manual') return source.list.date ?? null;
  if (source?.kind === 'event') return source.event.date;
  return null;
}

/** A demand, or why the source gives none (a forecast share out of range, say). */
export interface SourceDemand {
  readonly demand: readonly DemandLine[];
  readonly error: string | null;
}

const NONE: SourceDemand = { demand: [], error: null };

/**
 * The demand of a prep list's source (operations-model §1): a manual list's lines summed per
 * recipe and unit; an event's menu lines x guests; a forecast's covers x each menu item's
 * share. A forecast the domain refuses gives no demand and says which field is wrong, in the
 * interface language (or `lng`).
 */
export function sourceDemand(
  source: KitchenListSource | null,
  lng: Language = currentLanguage(),
): SourceDemand {
  if (!source) return NONE;
  if (source.kind === 'manual') return { demand: sumDemand(source.list.lines), error: null };
  if (source.kind === 'event') {
    return {
      demand: eventDemand({ guests: source.event.guests, lines: source.event.lines }),
      error: null,
    };
  }
  if (!source.menu) return NONE;
  const { covers, shares } = source.settings;
  try {
    const demand = forecastDemand({
      covers,
      shares: (source.menu.menuItems ?? []).map((foodkey) => ({
        foodkey,
        share: shares[foodkey] ?? 0,
      })),
    });
    return { demand, error: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { path } = error.issue;
    const share = /^shares\.(\d+)\.share$/.exec(path ?? '');
    const dish = share ? source.menu.menuItems?.[Number(share[1])] : undefined;
    const field = share
      ? dish
        ? i18n.t('components:operations.shareOf', { lng, dish })
        : i18n.t('components:operations.shareOfADish', { lng })
      : i18n.t('components:operations.covers', { lng });
    return {
      demand: [],
      error: i18n.t('components:operations.demandError', {
        lng,
        field,
        issue: issueText(error.issue),
      }),
    };
  }
}

/** One entry of the list picker. */
export interface KitchenListOption {
  readonly value: string;
  readonly label: string;
}

/** The picker's groups: saved lists, upcoming events, the forecast. */
export interface KitchenListOptionGroup {
  readonly group: string;
  readonly items: readonly KitchenListOption[];
}

/**
 * The lists to pick from (operations-model §1): saved manual lists by name, events from
 * `today` on that are not cancelled (by day), and the menu forecast, named in the interface
 * language (or `lng`). The chosen list stays offered even when it is a past event.
 */
export function kitchenListOptions(
  records: Pick<KitchenListRecords, 'prepLists' | 'events'>,
  today: string,
  chosen: string | null,
  lng: Language = currentLanguage(),
): KitchenListOptionGroup[] {
  const lists = records.prepLists.map((l) => ({
    value: l.skey,
    label: l.date
      ? i18n.t('components:operations.listOnDay', { lng, name: l.name, date: l.date })
      : l.name,
  }));
  const events = records.events
    .filter(
      (e) => (e.date >= today && e.status !== 'cancelled') || `${EVENT_PREFIX}${e.skey}` === chosen,
    )
    .map((e) => ({
      value: `${EVENT_PREFIX}${e.skey}`,
      label: i18n.t('components:operations.eventOption', {
        lng,
        name: e.name,
        type: i18n.t(`components:operations.eventTypes.${e.type}`, { lng }),
        date: e.date,
      }),
    }));
  return [
    { group: i18n.t('components:operations.groups.prepLists', { lng }), items: lists },
    { group: i18n.t('components:operations.groups.events', { lng }), items: events },
    {
      group: i18n.t('components:operations.groups.forecast', { lng }),
      items: [
        {
          value: FORECAST_PREP_LIST,
          label: i18n.t('components:operations.menuForecast', { lng }),
        },
      ],
    },
  ].filter((g) => g.items.length > 0);
}
