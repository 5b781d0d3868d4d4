import type { EventRecord, Menu, PrepList } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { EMPTY_FORECAST } from '../../state/kitchen-list';
import {
  kitchenListOptions,
  kitchenListSource,
  kitchenListTitle,
  sourceDay,
  sourceDemand,
} from './kitchen-list-source';

const event = (
  skey: string,
  date: string,
  status: EventRecord['status'] = 'confirmed',
): EventRecord => ({
  skey,
  name: `Event ${skey}`,
  type: 'wedding',
  date,
  guests: 80,
  status,
  lines: [
    { foodkey: 'SOUP', perGuest: 1 },
    { foodkey: 'CAKE', total: 10 },
    { foodkey: 'SOUP', total: 5 },
  ],
});
const monday: PrepList = {
  skey: 'k1',
  name: 'Monday',
  date: '2026-03-02',
  lines: [
    { foodkey: 'SOUP', amount: 2, unit: 'kg' },
    { foodkey: 'SOUP', amount: 500, unit: 'g' },
    { foodkey: 'CAKE', amount: 1, unit: 'batch' },
  ],
};
const dinner: Menu = { skey: 'DINNER', name: 'Dinner', menuItems: ['SOUP', 'CAKE'] };
const records = { prepLists: [monday], events: [event('e1', '2026-06-20')], menus: [dinner] };

describe('the source of a prep list (operations-model §1)', () => {
  it('names a saved list by skey, an event as event:<skey> and the forecast', () => {
    const forecast = { menu: 'DINNER', covers: 100, shares: { SOUP: 0.5 } };
    expect(kitchenListSource('k1', records, EMPTY_FORECAST)).toEqual({
      kind: 'manual',
      list: monday,
    });
    expect(kitchenListSource('event:e1', records, EMPTY_FORECAST)?.kind).toBe('event');
    expect(kitchenListSource('forecast', records, forecast)).toEqual({
      kind: 'forecast',
      menu: dinner,
      settings: forecast,
    });
    expect(kitchenListSource('event:gone', records, EMPTY_FORECAST)).toBeNull();
    expect(kitchenListSource('gone', records, EMPTY_FORECAST)).toBeNull();
    expect(kitchenListSource(null, records, EMPTY_FORECAST)).toBeNull();
  });

  it("an event's demand is its lines x guests, one line per recipe: 80 guests x 1 soup + 5", () => {
    const source = kitchenListSource('event:e1', records, EMPTY_FORECAST);
    expect(sourceDemand(source)).toEqual({
      demand: [
        { foodkey: 'SOUP', amount: 85, unit: 'servings' },
        { foodkey: 'CAKE', amount: 10, unit: 'servings' },
      ],
      error: null,
    });
    expect(kitchenListTitle(source)).toBe('Event e1 (80 guests)');
    expect(sourceDay(source)).toBe('2026-06-20');
  });

  it("a saved list's lines are summed per recipe and unit (kg and g are not merged)", () => {
    const source = kitchenListSource('k1', records, EMPTY_FORECAST);
    expect(sourceDemand(source).demand).toEqual([
      { foodkey: 'SOUP', amount: 2, unit: 'kg' },
      { foodkey: 'SOUP', amount: 500, unit: 'g' },
      { foodkey: 'CAKE', amount: 1, unit: 'batches' },
    ]);
    expect(sourceDay(source)).toBe('2026-03-02');
  });

  it('a forecast is covers x share; a share out of range names the dish instead', () => {
    const ok = kitchenListSource('forecast', records, {
      menu: 'DINNER',
      covers: 120,
      shares: { SOUP: 0.25 },
    });
    expect(sourceDemand(ok)).toEqual({
      demand: [{ foodkey: 'SOUP', amount: 30, unit: 'servings' }],
      error: null,
    });
    expect(kitchenListTitle(ok)).toBe('Forecast: Dinner, 120 covers');
    const bad = kitchenListSource('forecast', records, {
      menu: 'DINNER',
      covers: 10,
      shares: { CAKE: 1.5 },
    });
    expect(sourceDemand(bad)).toEqual({ demand: [], error: 'Share of CAKE: must be at most 1' });
    const none = kitchenListSource('forecast', records, EMPTY_FORECAST);
    expect(sourceDemand(none)).toEqual({ demand: [], error: null });
  });

  it('offers saved lists, upcoming events that are not cancelled, and the forecast', () => {
    const events = [
      event('past', '2026-01-01'),
      event('off', '2026-07-01', 'cancelled'),
      event('next', '2026-07-02'),
    ];
    const groups = kitchenListOptions({ prepLists: [monday], events }, '2026-06-01', null);
    expect(groups).toEqual([
      { group: 'Prep lists', items: [{ value: 'k1', label: 'Monday (2026-03-02)' }] },
      {
        group: 'Upcoming events',
        items: [{ value: 'event:next', label: 'Event next, Wedding (2026-07-02)' }],
      },
      { group: 'Forecast', items: [{ value: 'forecast', label: 'Menu forecast' }] },
    ]);
    const chosen = kitchenListOptions({ prepLists: [], events }, '2026-06-01', 'event:past');
    expect(chosen[0]?.items.map((i) => i.value)).toEqual(['event:past', 'event:next']);
  });
});

describe('kitchen list names in French', () => {
  it('names the lists, events and forecast in the interface language, or the one asked for', async () => {
    const forecast = kitchenListSource('forecast', records, {
      menu: 'DINNER',
      covers: 120,
      shares: { SOUP: 0.25 },
    });
    expect(kitchenListTitle(forecast, 'fr')).toBe('Prévision : Dinner, 120 couverts');
    await i18n.changeLanguage('fr');
    const event1 = kitchenListSource('event:e1', records, EMPTY_FORECAST);
    expect(kitchenListTitle(event1)).toBe('Event e1 (80 invités)');
    expect(kitchenListTitle(null)).toBe('Aucune liste choisie');
    const groups = kitchenListOptions(
      { prepLists: [], events: [event('e1', '2026-07-02')] },
      '2026-06-01',
      null,
    );
    expect(groups).toEqual([
      {
        group: 'Événements à venir',
        items: [{ value: 'event:e1', label: 'Event e1, Mariage (2026-07-02)' }],
      },
      { group: 'Prévision', items: [{ value: 'forecast', label: 'Prévision du menu' }] },
    ]);
    const bad = kitchenListSource('forecast', records, {
      menu: 'DINNER',
      covers: 10,
      shares: { CAKE: 1.5 },
    });
    expect(sourceDemand(bad).error).toMatch(/^Part de CAKE : /);
  });
});
