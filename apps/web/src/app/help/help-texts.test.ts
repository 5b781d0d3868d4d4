import {
  DEFAULT_TARGET_FOOD_COST_PERCENT,
  INVALID_PRICE_LIST_ITEM,
  LICENCE_PACK_SIZES,
  MENU_CLASS_LABELS,
  NO_NUTRITION_STACK,
  orderUnits,
  PACKAGE_SIZE_UNAVAILABLE,
  PRICE_ENDINGS,
  PRO_PLANS,
  PRO_PRICE_PER_VENUE,
  roundToPriceEnding,
  TRIAL_LIMITS,
  UNIT_DEFAULTS,
} from '@larder/domain';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMAIL_FAILED } from '../../api/api-errors';
import { SYNC_INCOMPLETE_TEXT } from '../../components/status-bar/StatusBar';
import { STOCK_RELOAD_DEBOUNCE_MS } from '../../components/operations/stock-reload';
import { INCOMPLETE_SHOWN } from '../../features/dashboard/IncompleteItemsCard';
import { MOVES_SHOWN, WASTAGE_DAYS } from '../../features/dashboard/use-dashboard';
import { TARGET_FOOD_COST_PERCENT } from '../../features/estimates/estimate-pricing';
import { STATUS_LABELS as ESTIMATE_STATUS_LABELS } from '../../features/estimates/estimate-status';
import { EVENT_STATUS_LABELS } from '../../features/events/event-display';
import { STATUS_LABELS as PRICE_LIST_STATUS_LABELS } from '../../features/price-list/price-list-texts';
import { SCREEN_ROUTES } from '../routes/route-table';
import { SHORTCUTS } from '../shortcuts/shortcuts';
import { OFFLINE_READY_TEXT, UPDATE_AVAILABLE_TEXT } from '../sw/pwa-texts';
import { helpSections, keyItems, linkTargets, sentencesOf, writtenKeys } from './help-page-parts';
import { GENERAL_HELP_PAGE, HELP_PAGES } from './help-pages';

const FILES = import.meta.glob<string>('./pages/en/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every page of the English guide by name ('recipes'), as written. */
const PAGES = new Map(
  Object.entries(FILES).map(([file, text]) => [file.replace(/^\.\/pages\/en\/|\.md$/g, ''), text]),
);

const page = (name: string): string => {
  const text = PAGES.get(name);
  if (text === undefined) throw new Error(`no help page ${name}`);
  return text;
};

/** A page's text without emphasis marks, in one line per paragraph, for reading figures. */
const plain = (name: string): string => page(name).replace(/\*\*/g, '');

const section = (name: string, heading: string): string =>
  helpSections(page(name)).find((s) => s.heading === heading)?.body ?? '';

const FOR = 'What this screen is for';
const FIGURES = 'What the figures mean';
const KEYS = 'Shortcuts';
const TIPS = 'Tips';

/** Whether the screens of a page have the keyboard shortcuts on (the general page: as they do). */
function shortcutsOn(name: string): boolean {
  if (name === GENERAL_HELP_PAGE) return true;
  const route = SCREEN_ROUTES.find((r) => HELP_PAGES[r.path] === name);
  if (!route) throw new Error(`no screen shows ${name}`);
  return route.handle.shortcuts;
}

const GLOBAL_KEYS = new Set(SHORTCUTS.map((s) => s.keys));

/** The keys the guide may write in backticks (drawn as keys). */
const KEY_NAME =
  /^(?:Alt\+[A-Z0-9]|F1|Enter|Shift\+Enter|Escape|Tab|Shift\+Tab|↑|↓|Home|End|PageUp|PageDown|Ctrl\+V|Cmd\+V)$/;

describe('the help guide pages', () => {
  it('are all there', () => {
    expect(PAGES.size).toBeGreaterThanOrEqual(30);
  });

  it.each([...PAGES.keys()])('%s: a title, what it is for, the figures, the shortcuts', (name) => {
    const text = page(name);
    expect(text.startsWith('# '), 'starts with its title').toBe(true);
    expect(text.match(/^# /gm)).toHaveLength(1);
    const headings = helpSections(text).map((s) => s.heading);
    expect(headings.slice(0, 3)).toEqual([FOR, FIGURES, KEYS]);
    expect(headings.slice(3).every((h) => h === TIPS)).toBe(true);
    for (const s of helpSections(text)) expect(s.body, `${name}: ${s.heading}`).not.toBe('');
  });

  it.each([...PAGES.keys()])(
    '%s: says what the screen is for in two or three sentences',
    (name) => {
      const sentences = sentencesOf(section(name, FOR));
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    },
  );

  it.each([...PAGES.keys()])(
    '%s: lists the shortcuts of the shortcut table that work on its screens',
    (name) => {
      const listed = keyItems(section(name, KEYS)).filter(([keys]) => GLOBAL_KEYS.has(keys));
      if (shortcutsOn(name)) {
        expect(listed).toEqual(SHORTCUTS.map((s) => [s.keys, s.label]));
      } else {
        expect(listed).toEqual([]);
        expect(section(name, KEYS)).toContain('The Alt shortcuts and F1 are off on this screen');
        expect(section(name, KEYS)).toContain('**Help guide** button');
      }
    },
  );

  it.each([...PAGES.keys()])('%s: writes only key names as keys', (name) => {
    const keys = writtenKeys(page(name));
    expect(keys.filter((k) => !KEY_NAME.test(k))).toEqual([]);
  });

  it.each([...PAGES.keys()])('%s: links only to screens of the route table', (name) => {
    const targets = linkTargets(page(name));
    const screens = SCREEN_ROUTES.filter((r) => r.path !== '*');
    for (const target of targets) {
      expect(target.startsWith('/'), target).toBe(true);
      expect(
        screens.some((r) => matchPath({ path: r.path, end: true }, target)),
        target,
      ).toBe(true);
    }
  });

  it.each([...PAGES.keys()])('%s: holds no HTML (react-markdown draws none)', (name) => {
    expect(page(name)).not.toMatch(/<[a-zA-Z/!]/);
  });
});

describe('the figures of the guide are those the product computes', () => {
  it('ingredients: unit costs from price, quantity and yield (costing-model §2)', () => {
    for (const name of ['ingredient', 'ingredient-form', 'ingredients', 'bulk-editor']) {
      expect(plain(name), name).toMatch(
        /cost per gram = (purchase )?price ÷ \((purchase )?quantity in grams × yield % ÷ 100\)/i,
      );
    }
    expect(plain('ingredient')).toContain('cost per mL = cost per gram × density');
    expect(plain('ingredient')).toContain('cost per each = cost per gram × the weight of one each');
    // The worked example: 2 case, 1 case = 12 can, 1 can = 400 g.
    expect(plain('ingredient')).toContain('2 × 12 × 400 = 9,600 g');
    expect(plain('ingredient-form')).toContain(PACKAGE_SIZE_UNAVAILABLE('case'));
  });

  it('recipes: batch cost, servings, cost per serving (costing-model §4, §5)', () => {
    for (const name of ['recipe', 'recipes', 'recipe-form', 'menus', 'costing-editor']) {
      expect(plain(name).toLowerCase(), name).toContain('cost per serving = batch cost ÷ servings');
    }
    expect(plain('recipe')).toContain('Batch cost = ingredients + packaging');
    expect(plain('recipe')).toContain('Cost per g = batch cost ÷ batch weight');
    expect(plain('recipe')).toContain('Servings = batch weight ÷ serving size');
    expect(plain('recipe')).toContain(NO_NUTRITION_STACK);
    expect(plain('packaging')).toContain('Cost each = purchase price ÷ purchase quantity');
  });

  it('selling prices: net price, food cost, gross profit, suggested price (operations-model §7)', () => {
    for (const name of ['recipe', 'menu-pricing', 'recipe-form']) {
      const text = plain(name).toLowerCase();
      expect(text, name).toContain('net price = sale price ÷ (1 + tax % ÷ 100)');
      expect(text, name).toContain('food cost = cost per serving ÷ net price × 100');
      expect(text, name).toContain('gross profit = net price − cost per serving');
      expect(text, name).toContain(
        'suggested price = cost per serving ÷ (target food cost % ÷ 100) × (1 + tax % ÷ 100)',
      );
    }
    expect(roundToPriceEnding(10.33, '.95')).toBe(10.95);
    expect(plain('recipe')).toContain('10.33 with .95 becomes 10.95');
    expect(plain('menu-pricing')).toContain(
      `The target is ${DEFAULT_TARGET_FOOD_COST_PERCENT}% unless set`,
    );
    expect(plain('settings')).toContain(`${DEFAULT_TARGET_FOOD_COST_PERCENT} when not set`);
    const endings = PRICE_ENDINGS.map((e) => roundToPriceEnding(10.33, e).toFixed(2));
    expect(plain('settings')).toContain(
      `(${PRICE_ENDINGS.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`,
    );
    expect(plain('settings')).toContain(
      `10.33 becomes ${endings.slice(0, -1).join(', ')} or ${endings.at(-1)}`,
    );
  });

  it('menu engineering: shares, both thresholds and the four classes (operations-model §7)', () => {
    const text = plain('menu-pricing');
    expect(text).toContain("share = a dish's units sold ÷ all units sold");
    expect(text).toContain('0.7 ÷ the number of those dishes');
    expect(text).toContain('the average gross profit weighted by units sold');
    for (const label of Object.values(MENU_CLASS_LABELS)) expect(text).toContain(`${label}:`);
  });

  it('order list: whole purchase units after par and stock on hand (operations-model §3)', () => {
    const text = plain('order-list');
    expect(text).toContain('Order = need + par level − on hand (never below 0)');
    expect(text).toContain('rounded up to whole units');
    expect(orderUnits({ need: 30, par: 0, onHand: 0, unitSize: 12 })).toBe(3);
    expect(orderUnits({ need: 24, par: 0, onHand: 0, unitSize: 12 })).toBe(2);
    expect(text).toContain('30 cans needed in cases of 12 is 3 cases; 24 cans is 2 cases');
    expect(text).toContain('Line cost = purchase units ordered × unit price');
    expect(text).toContain(`'${EMAIL_FAILED}'`);
  });

  it('prep list: batches, forecast and event servings (operations-model §1, §2, §5)', () => {
    const text = plain('prep-list');
    expect(text).toContain('Batches = amount ÷ what one batch yields');
    expect(text).toContain('servings of a dish = covers × its expected share of covers ÷ 100');
    expect(text).toContain('servings = servings per guest × guests');
    expect(plain('event-editor')).toContain('servings per guest × guests');
    for (const label of Object.values(EVENT_STATUS_LABELS)) {
      expect(plain('planner')).toContain(label);
      expect(plain('event-editor')).toContain(label);
    }
  });

  it('stock counts: line value, usage and its value (operations-model §4)', () => {
    const text = plain('inventory');
    expect(text).toContain(
      "Value of a line = quantity in base units × the item's cost per gram, mL or each at the time of the count",
    );
    expect(text).toContain('Usage = earlier count + purchases received − later count');
    expect(text).toContain('Usage value = usage × unit cost');
    expect(text).toContain(`${STOCK_RELOAD_DEBOUNCE_MS / 1000} seconds after counts change`);
  });

  it('estimates: every total of estimateTotals (operations-model §6, §10)', () => {
    const text = plain('estimate');
    for (const rule of [
      'Amount of a line = servings × price',
      "Subtotal = the lines' amounts + the extras",
      'Net = subtotal − discount',
      'Tax = net × tax % ÷ 100',
      'Gross total = net + tax',
      'Cost = the sum of servings × cost per serving',
      'Margin = net − cost',
      'Food cost = cost ÷ (net − extras) × 100',
    ]) {
      expect(text).toContain(rule);
    }
    expect(text).toContain(
      `cost at ${TARGET_FOOD_COST_PERCENT}% food cost = cost per serving ÷ ${(TARGET_FOOD_COST_PERCENT / 100).toFixed(2)}`,
    );
    for (const label of Object.values(ESTIMATE_STATUS_LABELS)) {
      expect(plain('estimates')).toContain(label);
    }
  });

  it('price list import: each row outcome by its name (product spec §5, §8)', () => {
    for (const label of Object.values(PRICE_LIST_STATUS_LABELS)) {
      expect(plain('price-list-import')).toContain(`*${label}*`);
    }
    expect(plain('price-list-import')).toContain(INVALID_PRICE_LIST_ITEM);
  });

  it('dashboard: the numbers of its cards', () => {
    const text = plain('dashboard');
    expect(text).toContain(`Wastage, last ${WASTAGE_DAYS} days`);
    expect(text).toContain(`The first ${INCOMPLETE_SHOWN} are listed`);
    expect(text).toContain(`the ${MOVES_SHOWN} recipes whose batch cost moved most`);
    expect(text).toContain(`'${SYNC_INCOMPLETE_TEXT}'`);
  });

  it('settings: the default unit sizes (costing-model §1, product spec §9)', () => {
    const text = plain('settings');
    expect(text).toContain(`cup ${UNIT_DEFAULTS.cupML} mL`);
    expect(text).toContain(`tablespoon ${UNIT_DEFAULTS.tbspML} mL`);
    expect(text).toContain(`teaspoon ${UNIT_DEFAULTS.tspML} mL`);
    expect(text).toContain(`fluid ounce ${UNIT_DEFAULTS.flozML} mL`);
    expect(text).toContain(`ounce ${UNIT_DEFAULTS.ozG} g`);
    expect(text).toContain(`gallon ${UNIT_DEFAULTS.gallonML} mL`);
    expect(text).toContain(`peck ${UNIT_DEFAULTS.peckML} mL`);
    expect(text).toContain(`bushel ${UNIT_DEFAULTS.bushelML} mL`);
    expect(text).toContain(`the pound (${UNIT_DEFAULTS.lbG} g) never changes`);
  });

  it('subscription: the price of Pro, the packs and the trial limit (product spec §3, §6, §9)', () => {
    const text = plain('subscription');
    expect(text).toContain(`Pro is ${PRO_PRICE_PER_VENUE} per venue per year`);
    const five = PRO_PLANS.at(-1);
    expect(text).toContain(`${five?.venues} venues: ${five?.amount.toFixed(2)} a year`);
    expect(text).toContain(
      `packs of ${LICENCE_PACK_SIZES.slice(0, -1).join(', ')} or ${LICENCE_PACK_SIZES.at(-1)} venues`,
    );
    expect(text).toContain(
      `up to ${TRIAL_LIMITS.ingredients} ingredients and ${TRIAL_LIMITS.recipes} recipes`,
    );
    expect(plain('ingredient-form')).toContain(`up to ${TRIAL_LIMITS.ingredients} ingredients`);
    expect(plain('recipe-form')).toContain(`up to ${TRIAL_LIMITS.recipes} recipes`);
  });

  it('the general page: the app texts it names (product spec §2, §8)', () => {
    const text = plain(GENERAL_HELP_PAGE);
    expect(text).toContain(`'${OFFLINE_READY_TEXT}'`);
    expect(text).toContain(`'${UPDATE_AVAILABLE_TEXT}'`);
    expect(text).toContain(`'${SYNC_INCOMPLETE_TEXT}'`);
  });
});
