import {
  DEFAULT_TARGET_FOOD_COST_PERCENT,
  LICENCE_PACK_SIZES,
  PRICE_ENDINGS,
  PRO_PLANS,
  PRO_PRICE_PER_VENUE,
  roundToPriceEnding,
  TRIAL_LIMITS,
  UNIT_DEFAULTS,
} from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { STOCK_RELOAD_DEBOUNCE_MS } from '../../components/operations/stock-reload';
import { INCOMPLETE_SHOWN } from '../../features/dashboard/IncompleteItemsCard';
import { MOVES_SHOWN, WASTAGE_DAYS } from '../../features/dashboard/use-dashboard';
import { TARGET_FOOD_COST_PERCENT } from '../../features/estimates/estimate-pricing';
import { i18n } from '../../i18n/i18n';
import { SHORTCUTS } from '../shortcuts/shortcuts';
import { helpSections, keyItems, linkTargets, sentencesOf, writtenKeys } from './help-page-parts';
import { GENERAL_HELP_PAGE } from './help-pages';

const glob = {
  en: import.meta.glob<string>('./pages/en/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  fr: import.meta.glob<string>('./pages/fr/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

/** Every page of a language by name ('recipes'), as written. */
const pagesOf = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([file, text]) => [file.replace(/^.*\/|\.md$/g, ''), text]));

const ENGLISH = pagesOf(glob.en);
const FRENCH = pagesOf(glob.fr);
const NAMES = [...FRENCH.keys()];

const page = (pages: Map<string, string>, name: string): string => {
  const text = pages.get(name);
  if (text === undefined) throw new Error(`no help page ${name}`);
  return text;
};

/** A French page without emphasis marks and with plain spaces (no-break spaces in figures). */
const plain = (name: string): string =>
  page(FRENCH, name)
    .replace(/\*\*/g, '')
    .replace(/\s/g, (space) => (space === '\n' ? space : ' '));

const FOR = 'À quoi sert cet écran';
const FIGURES = 'Ce que signifient les chiffres';
const KEYS = 'Raccourcis';
const TIPS = 'Conseils';

const section = (pages: Map<string, string>, name: string, heading: string): string =>
  helpSections(page(pages, name)).find((s) => s.heading === heading)?.body ?? '';

const GLOBAL_KEYS = new Set(SHORTCUTS.map((s) => s.keys));

/** The shortcuts of the shortcut table a page lists, as [keys, text]. */
const listedShortcuts = (pages: Map<string, string>, name: string, heading: string) =>
  keyItems(section(pages, name, heading)).filter(([keys]) => GLOBAL_KEYS.has(keys));

/** A figure as French Canada writes it: 9 600, 0,52, 28,349523125 (plain spaces). */
const french = (value: number, decimals?: number): string =>
  new Intl.NumberFormat('fr-CA', {
    maximumFractionDigits: decimals ?? 20,
    minimumFractionDigits: decimals ?? 0,
  })
    .format(value)
    .replace(/\s/g, ' ');

/** Asks the app's catalogues for their French (i18n.t with this option). */
const FR = { lng: 'fr' } as const;

describe('the French help guide', () => {
  it('has a French page for every English one', () => {
    expect(NAMES.sort()).toEqual([...ENGLISH.keys()].sort());
  });

  it.each(NAMES)('%s: the sections of the English page, under French headings', (name) => {
    const text = page(FRENCH, name);
    expect(text.startsWith('# '), 'starts with its title').toBe(true);
    expect(text.match(/^# /gm)).toHaveLength(1);
    const headings = helpSections(text).map((s) => s.heading);
    expect(headings.slice(0, 3)).toEqual([FOR, FIGURES, KEYS]);
    expect(headings.slice(3).every((h) => h === TIPS)).toBe(true);
    expect(headings).toHaveLength(helpSections(page(ENGLISH, name)).length);
    for (const s of helpSections(text)) expect(s.body, `${name}: ${s.heading}`).not.toBe('');
  });

  it.each(NAMES)('%s: says what the screen is for in two or three sentences', (name) => {
    const sentences = sentencesOf(section(FRENCH, name, FOR));
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it.each(NAMES)('%s: writes the same keys as the English page, in the same order', (name) => {
    expect(writtenKeys(page(FRENCH, name))).toEqual(writtenKeys(page(ENGLISH, name)));
  });

  it.each(NAMES)('%s: links to the same screens as the English page', (name) => {
    expect(linkTargets(page(FRENCH, name))).toEqual(linkTargets(page(ENGLISH, name)));
  });

  it.each(NAMES)('%s: holds no HTML', (name) => {
    expect(page(FRENCH, name)).not.toMatch(/<[a-zA-Z/!]/);
  });

  it.each(NAMES)('%s: names the shortcuts as the French interface does', async (name) => {
    await i18n.changeLanguage('fr');
    const french = SHORTCUTS.map((s) => [s.keys, s.label]);
    if (listedShortcuts(ENGLISH, name, 'Shortcuts').length > 0) {
      expect(listedShortcuts(FRENCH, name, KEYS)).toEqual(french);
    } else {
      expect(listedShortcuts(FRENCH, name, KEYS)).toEqual([]);
      expect(section(FRENCH, name, KEYS)).toContain(
        'Les raccourcis Alt et F1 sont désactivés sur cet écran',
      );
      expect(section(FRENCH, name, KEYS)).toContain(
        `bouton **${i18n.t('app:sidePanel.help.title', FR)}**`,
      );
    }
  });
});

describe('the figures of the French guide are those the product computes', () => {
  it('unit costs of ingredients', () => {
    for (const name of ['ingredient', 'ingredient-form', 'ingredients', 'bulk-editor']) {
      expect(plain(name), name).toMatch(
        /coût par gramme = prix( d’achat)? ÷ \(quantité( achetée)? en grammes × rendement en % ÷ 100\)/i,
      );
    }
    expect(plain('ingredient')).toContain('coût par mL = coût par gramme × masse volumique');
    expect(plain('ingredient')).toContain(`2 × 12 × 400 = ${french(9600)} g`);
    expect(plain('ingredient')).toContain(`125 ÷ 240 = ${french(0.52)} g par mL`);
  });

  it('costs and prices of recipes', () => {
    for (const name of ['recipe', 'recipes', 'recipe-form', 'menus', 'costing-editor']) {
      expect(plain(name).toLowerCase(), name).toContain(
        'coût par portion = coût du lot ÷ portions',
      );
    }
    for (const name of ['recipe', 'menu-pricing', 'recipe-form']) {
      const text = plain(name).toLowerCase();
      expect(text, name).toContain('prix net = prix de vente ÷ (1 + taxes en % ÷ 100)');
      expect(text, name).toContain('coût des aliments = coût par portion ÷ prix net × 100');
      expect(text, name).toContain(
        'prix suggéré = coût par portion ÷ (coût des aliments visé en % ÷ 100) × (1 + taxes en % ÷ 100)',
      );
    }
    const target = `la cible est de ${DEFAULT_TARGET_FOOD_COST_PERCENT} %`;
    expect(plain('recipe').toLowerCase()).toContain(target);
    expect(plain('menu-pricing').toLowerCase()).toContain(target);
    expect(plain('recipe')).toContain(
      `${french(10.33)} avec ,95 devient ${french(roundToPriceEnding(10.33, '.95'))}`,
    );
  });

  it('settings: the target, the price endings and the unit sizes', () => {
    const text = plain('settings');
    expect(text).toContain(`${DEFAULT_TARGET_FOOD_COST_PERCENT} s’il n’est pas réglé`);
    const endings = PRICE_ENDINGS.map((e) => french(roundToPriceEnding(10.33, e), 2));
    expect(text).toContain(`10,33 devient ${endings.slice(0, -1).join(', ')} ou ${endings.at(-1)}`);
    expect(text).toContain(`tasse ${french(UNIT_DEFAULTS.cupML)} mL`);
    expect(text).toContain(`cuillère à soupe ${french(UNIT_DEFAULTS.tbspML)} mL`);
    expect(text).toContain(`cuillère à thé ${french(UNIT_DEFAULTS.tspML)} mL`);
    expect(text).toContain(`once liquide ${french(UNIT_DEFAULTS.flozML)} mL`);
    expect(text).toContain(`once ${french(UNIT_DEFAULTS.ozG)} g`);
    expect(text).toContain(`gallon ${french(UNIT_DEFAULTS.gallonML)} mL`);
    expect(text).toContain(`picotin ${french(UNIT_DEFAULTS.peckML)} mL`);
    expect(text).toContain(`boisseau ${french(UNIT_DEFAULTS.bushelML)} mL`);
    expect(text).toContain(`la livre (${french(UNIT_DEFAULTS.lbG)} g) ne change jamais`);
  });

  it('subscription: the price of Pro, the packs and the trial limit', () => {
    const text = plain('subscription');
    expect(text).toContain(
      `Pro coûte ${french(PRO_PRICE_PER_VENUE, 2)} par établissement par année`,
    );
    const five = PRO_PLANS.at(-1)!;
    expect(text).toContain(`${five.venues} établissements : ${french(five.amount, 2)} par année`);
    expect(text).toContain(
      `lots de ${LICENCE_PACK_SIZES.slice(0, -1).join(', ')} ou ${LICENCE_PACK_SIZES.at(-1)} établissements`,
    );
    expect(text).toContain(
      `jusqu’à ${TRIAL_LIMITS.ingredients} ingrédients et ${TRIAL_LIMITS.recipes} recettes`,
    );
    expect(plain('ingredient-form')).toContain(`jusqu’à ${TRIAL_LIMITS.ingredients} ingrédients`);
    expect(plain('recipe-form')).toContain(`jusqu’à ${TRIAL_LIMITS.recipes} recettes`);
    expect(text).toContain(`« ${i18n.t('components:pro.limitReached', FR)} »`);
  });

  it('dashboard, inventory, estimates and order list: their numbers and rules', () => {
    expect(plain('dashboard')).toContain(
      i18n.t('dashboard:wastage.title', { ...FR, days: WASTAGE_DAYS }),
    );
    expect(plain('dashboard')).toContain(`Les ${INCOMPLETE_SHOWN} premiers sont listés`);
    expect(plain('dashboard')).toContain(`les ${MOVES_SHOWN} recettes dont le coût du lot`);
    expect(plain('inventory')).toContain(
      'Consommation = inventaire antérieur + achats reçus − inventaire postérieur',
    );
    expect(plain('inventory')).toContain(`${STOCK_RELOAD_DEBOUNCE_MS / 1000} secondes après`);
    expect(plain('estimate')).toContain(
      `à ${TARGET_FOOD_COST_PERCENT} % de coût des aliments = coût par portion ÷ ${french(TARGET_FOOD_COST_PERCENT / 100, 2)}`,
    );
    expect(plain('estimate')).toContain('Total avec taxes = montant net + taxes');
    for (const status of ['draft', 'sent', 'accepted', 'declined'] as const) {
      expect(plain('estimates')).toContain(i18n.t(`estimates:status.${status}`, FR));
    }
    expect(plain('order-list')).toContain(
      'Commande = besoin + niveau de stock − en stock (jamais sous 0)',
    );
    expect(plain('order-list')).toContain(
      '30 conserves nécessaires en caisses de 12 donnent 3 caisses; 24 conserves donnent 2 caisses',
    );
  });

  it('names the classes, statuses and row outcomes as the French screens do', () => {
    for (const name of ['star', 'plowhorse', 'puzzle', 'dog'] as const) {
      expect(plain('menu-pricing')).toContain(
        `${i18n.t(`menu-engineering:classes.${name}`, FR)} :`,
      );
    }
    for (const status of ['enquiry', 'confirmed', 'done', 'cancelled'] as const) {
      expect(plain('planner')).toContain(i18n.t(`events:status.${status}`, FR));
      expect(plain('event-editor')).toContain(i18n.t(`events:status.${status}`, FR));
    }
    for (const status of ['update', 'unchanged', 'invalid', 'unmatched', 'duplicate'] as const) {
      expect(plain('price-list-import')).toContain(
        `*${i18n.t(`price-list:status.${status}`, FR)}*`,
      );
    }
  });

  it('quotes the texts of the French interface as it shows them', () => {
    const general = plain(GENERAL_HELP_PAGE);
    expect(general).toContain(`'${i18n.t('app:pwa.offlineReady', FR)}'`);
    expect(general).toContain(`'${i18n.t('app:pwa.updateAvailable', FR)}'`);
    expect(general).toContain(`'${i18n.t('app:sync.changes', FR)}'`);
    expect(general).toContain(`'${i18n.t('app:sync.incomplete', FR)}'`);
    expect(page(FRENCH, GENERAL_HELP_PAGE)).toContain(`**${i18n.t('app:pwa.reload', FR)}**`);
    expect(plain('dashboard')).toContain(`'${i18n.t('app:sync.incomplete', FR)}'`);
    expect(plain('order-list')).toContain(`'${i18n.t('errors:emailFailed', FR)}'`);
    expect(plain('restricted-reset')).toContain(`'${i18n.t('errors:emailFailed', FR)}'`);
  });
});
