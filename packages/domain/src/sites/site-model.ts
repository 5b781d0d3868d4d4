import { ALLERGEN_NAMES } from '../allergens/allergen-names';
import { isAllergen, sortAllergens, type Allergen } from '../allergens/allergen-list';
import { priceText } from '../display/price-text';
import { checkItemNutrition } from '../nutrition/item-nutrition-check';
import type { NutrientValues } from '../nutrition/nutrient-catalogue';
import { DEFAULT_LABEL_SERVING_G, recipeLabelServing } from '../labels/label-serving';
import { nutritionPanel, type NutritionPanel } from '../labels/nutrition-panel';
import { menuDishes } from '../menus/menu-dishes';
import { pricingSettings, type PricingProfile } from '../operations/pricing-settings';
import type { CatalogueItem } from '../records/item';
import { defaultMenu, type Menu } from '../records/menu';
import type { Recipe } from '../records/recipe';
import type { UnitsInput } from '../units/unit-table';
import { DELIVERY_PLATFORMS, SOCIAL_NETWORKS } from './site-links';
import { siteColour, type SiteColour } from './site-palette';
import type { SiteSettings } from './site-settings';

/** One of the 14 allergens as the site names it. */
export interface SiteAllergen {
  readonly id: Allergen;
  readonly name: string;
}

/** A dish as the public page shows it. */
export interface SiteDish {
  readonly foodkey: string;
  readonly name: string;
  /** The recipe's sale price as menu pricing takes it (gross); null when it has none or prices are hidden. */
  readonly price: number | null;
  /** The price in the site's currency ('$12.50'); null without a price. */
  readonly priceText: string | null;
  /** The dish's allergens through its nested recipes; empty when allergens are hidden. */
  readonly allergens: readonly SiteAllergen[];
  /**
   * The dish's nutrition panel in the site's label format; null when hidden, or when an item
   * of the dish has no nutrition (a partial panel would mislead).
   */
  readonly nutrition: NutritionPanel | null;
}

export interface SiteMenu {
  readonly skey: string;
  readonly name: string;
  readonly dishes: readonly SiteDish[];
}

export interface SiteLink {
  readonly id: string;
  readonly label: string;
  readonly url: string;
}

/**
 * Everything a venue's public page shows, computed from the venue's records with the app's own
 * rules: the same sale prices (`menuDishes` with the venue's pricing settings), allergen roll-up
 * and label panels (`nutritionPanel`). Plain data: the server stores it as JSON and lays it out.
 */
export interface SiteModel {
  readonly tag: string;
  readonly name: string;
  readonly description: string;
  readonly address: string;
  readonly openingHours: readonly string[];
  readonly phone: string;
  readonly email: string;
  readonly social: readonly SiteLink[];
  readonly delivery: readonly SiteLink[];
  readonly colour: SiteColour;
  readonly logo: string | null;
  readonly images: readonly string[];
  readonly menus: readonly SiteMenu[];
  /** Every allergen some shown dish holds, in catalogue order: the diner filter's choices. */
  readonly allergens: readonly SiteAllergen[];
  readonly showPrices: boolean;
  readonly showAllergens: boolean;
  readonly showNutrition: boolean;
}

/** The venue's records a site is built from (as synced), and how to read USDA nutrition. */
export interface SiteInput {
  readonly tag: string;
  readonly venueName: string;
  readonly settings: SiteSettings;
  /** The venue's live master items (ingredients, recipes, packaging). */
  readonly items: readonly CatalogueItem[];
  /** The venue's live menus. */
  readonly menus: readonly Menu[];
  /** The venue's PROFILE record: its menu pricing settings (tax in sale prices). */
  readonly profile: PricingProfile | null;
  /** The owner's unit sizes (cupML, ozG, ...), as the app computes with them. */
  readonly units?: UnitsInput;
  /** Values per 100 g of a bundled USDA food by id; without it, only manual nutrition counts. */
  readonly resolveNutritionId?: (id: string) => NutrientValues | null | undefined;
}

const siteAllergen = (id: Allergen): SiteAllergen => ({ id, name: ALLERGEN_NAMES[id] });

/** The menus the settings name, in their order (unknown skeys skipped); none: the Default Menu. */
function shownMenus(
  settings: SiteSettings,
  menus: readonly Menu[],
  items: readonly CatalogueItem[],
) {
  if (settings.menus.length === 0) {
    return [defaultMenu(items.filter((i): i is Recipe => i.type === 'recipe'))];
  }
  const bySkey = new Map(menus.map((m) => [m.skey, m]));
  return settings.menus.flatMap((skey) => bySkey.get(skey) ?? []);
}

/**
 * The public page of a venue (spec §1, §3): its menus with the dishes found, each with its
 * price in the site's currency, its allergens (the 14, named) and its nutrition panel in the
 * site's label format, as the settings allow; and the venue's details and links. Pure: the
 * server calls it with the records it holds, after each published venue sync.
 */
export function siteModel(input: SiteInput): SiteModel {
  const { settings, items } = input;
  const byKey = new Map(items.map((i) => [i.foodkey, i]));
  const lookup = (key: string) => byKey.get(key);
  const pricing = pricingSettings(input.profile);
  const nutritionOptions = {
    ...(input.resolveNutritionId ? { resolveId: input.resolveNutritionId } : {}),
    ...(input.units ? { units: input.units } : {}),
  };
  const panelOf = (recipe: Recipe): NutritionPanel | null => {
    const nutrition = checkItemNutrition(recipe, lookup, nutritionOptions);
    // A diner reads a panel as the whole truth: one with lines missing is not shown.
    if (!nutrition.per100g || !nutrition.complete) return null;
    const serving = recipeLabelServing(recipe, nutrition.weight, input.units);
    return nutritionPanel(settings.labelFormat, {
      per100g: nutrition.per100g,
      servingSizeG: serving?.servingSizeG ?? DEFAULT_LABEL_SERVING_G,
      servingsPerPack: serving?.servingsPerPack ?? null,
      servingMeasure: serving?.measure ?? null,
    });
  };

  const present = new Set<string>();
  const menus = shownMenus(settings, input.menus, items).map((menu): SiteMenu => {
    const dishes = menuDishes(menu, lookup, pricing)
      .filter((d) => d.found)
      .map((dish): SiteDish => {
        const allergens = settings.showAllergens ? dish.allergens.filter(isAllergen) : [];
        allergens.forEach((a) => present.add(a));
        const price = settings.showPrices ? dish.salePrice : null;
        return {
          foodkey: dish.foodkey,
          name: dish.name,
          price,
          priceText: price === null ? null : priceText(price, settings.currency),
          allergens: allergens.map(siteAllergen),
          nutrition: settings.showNutrition ? panelOf(byKey.get(dish.foodkey) as Recipe) : null,
        };
      });
    return { skey: menu.skey, name: menu.name ?? menu.skey, dishes };
  });

  const links = <K extends string>(chosen: Partial<Record<K, string>>, names: Record<K, string>) =>
    (Object.keys(names) as K[]).flatMap((id): SiteLink[] => {
      const url = chosen[id];
      return url ? [{ id, label: names[id], url }] : [];
    });

  return {
    tag: input.tag,
    name: input.venueName,
    description: settings.description,
    address: settings.address,
    openingHours: settings.openingHours.filter((line) => line !== ''),
    phone: settings.phone,
    email: settings.email,
    social: links(settings.social, SOCIAL_NETWORKS),
    delivery: links(settings.delivery, DELIVERY_PLATFORMS),
    colour: siteColour(settings.colour),
    logo: settings.logo,
    images: settings.images,
    menus,
    allergens: sortAllergens(present).filter(isAllergen).map(siteAllergen),
    showPrices: settings.showPrices,
    showAllergens: settings.showAllergens,
    showNutrition: settings.showNutrition,
  };
}
