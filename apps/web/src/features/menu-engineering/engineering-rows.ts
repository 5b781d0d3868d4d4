import {
  menuEngineering,
  menuPricing,
  recipeSalePrice,
  type ItemLookup,
  type MenuClass,
  type PricingSettings,
} from '@larder/domain';

/** A dish of the period: on the chosen menu, or only in the saved lines (taken off since). */
export interface SalesDish {
  readonly foodkey: string;
  readonly name: string;
  /** False for a dish the saved period names that the menu no longer has. */
  readonly onMenu: boolean;
}

/**
 * The dishes a period is typed for: the menu's, in menu order, then those the saved lines name
 * that the menu no longer has (so reopening and saving a period loses none of its lines).
 */
export function salesDishes(
  menuItems: readonly string[],
  savedKeys: readonly string[],
  lookup: ItemLookup,
): SalesDish[] {
  const nameOf = (foodkey: string) => lookup(foodkey)?.name ?? foodkey;
  const onMenu = new Set(menuItems);
  const dishes: SalesDish[] = [...onMenu].map((foodkey) => ({
    foodkey,
    name: nameOf(foodkey),
    onMenu: true,
  }));
  for (const foodkey of new Set(savedKeys)) {
    if (!onMenu.has(foodkey)) dishes.push({ foodkey, name: nameOf(foodkey), onMenu: false });
  }
  return dishes;
}

/** Why a dish has no class: its figures that are missing. */
export type MissingFigure = 'recipe' | 'cost' | 'price' | 'cost-and-price';

/** One dish of the menu engineering table (operations-model §7). */
export interface EngineeringRow {
  readonly foodkey: string;
  readonly name: string;
  readonly unitsSold: number;
  readonly costPerServing: number | null;
  readonly netPrice: number | null;
  /** The dish's share of the units sold by the classified dishes; null when not classified. */
  readonly share: number | null;
  readonly grossProfit: number | null;
  readonly class: MenuClass | null;
  /** Why the dish is not classified; null when it is (or nothing was sold). */
  readonly missing: MissingFigure | null;
}

/** The menu engineering of a period: the thresholds and one row per dish of the menu. */
export interface Engineering {
  readonly popularityThreshold: number | null;
  readonly profitThreshold: number | null;
  readonly rows: readonly EngineeringRow[];
  /** Units sold by every dish of the menu (classified or not). */
  readonly totalUnits: number;
}

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The menu engineering of the menu's dishes (operations-model §7, §10): each dish's cost per
 * serving is its recipe's (costs.perServing), its net price the sale price without tax
 * (`recipeSalePrice` with the venue's pricing settings, then `menuPricing`'s netPrice); the
 * domain's `menuEngineering` classes them. A dish without units typed sold 0.
 */
export function engineeringOf(
  menuItems: readonly string[],
  lines: readonly { foodkey: string; unitsSold: number }[],
  lookup: ItemLookup,
  settings: PricingSettings,
): Engineering {
  const sold = new Map<string, number>();
  for (const line of lines) sold.set(line.foodkey, (sold.get(line.foodkey) ?? 0) + line.unitsSold);
  const dishes = [...new Set(menuItems)].map((foodkey) => {
    const item = lookup(foodkey);
    const recipe = item?.type === 'recipe' ? item : undefined;
    const costPerServing =
      recipe && finite(recipe.costs?.perServing) ? recipe.costs.perServing : null;
    const { grossPrice, taxPercent } = recipe
      ? recipeSalePrice(recipe, settings)
      : { grossPrice: null, taxPercent: 0 };
    const { netPrice } = menuPricing({
      costPerServing,
      grossPrice,
      taxPercent,
      targetFoodCostPercent: settings.targetFoodCostPercent,
      priceEnding: settings.priceEnding,
    });
    const missing: MissingFigure | null = !recipe
      ? 'recipe'
      : costPerServing === null && netPrice === null
        ? 'cost-and-price'
        : costPerServing === null
          ? 'cost'
          : netPrice === null
            ? 'price'
            : null;
    return {
      foodkey,
      name: item?.name ?? foodkey,
      unitsSold: sold.get(foodkey) ?? 0,
      costPerServing,
      netPrice,
      missing,
    };
  });
  const result = menuEngineering(
    dishes.map((d) => ({
      key: d.foodkey,
      unitsSold: d.unitsSold,
      costPerServing: d.costPerServing,
      netPrice: d.netPrice,
    })),
  );
  const rows = dishes.map((dish, i) => {
    const classed = result.rows[i];
    return {
      ...dish,
      share: classed?.share ?? null,
      grossProfit: classed?.grossProfit ?? null,
      class: classed?.class ?? null,
    };
  });
  return {
    popularityThreshold: result.popularityThreshold,
    profitThreshold: result.profitThreshold,
    rows,
    totalUnits: dishes.reduce((sum, d) => sum + d.unitsSold, 0),
  };
}
