import {
  buildFoodIndex,
  checkItemNutrition,
  decodeFoods,
  findFood,
  foodGroupName,
  nutritionCheck,
  searchFoods,
  type CatalogueItem,
  type Food,
  type FoodIndex,
  type FoodMeasure,
  type ItemNutrition,
  type NutrientValues,
  type NutritionGap,
  type UnitOverrides,
} from '@larder/domain';

/** One search result of the bundled nutrition database. */
export interface FoodHit {
  readonly id: string;
  readonly name: string;
  /** Food group name ('Dairy and Egg Products'), '' when the source gives none. */
  readonly group: string;
}

/** A food with its values per 100 g and household measures. */
export interface FoodDetail extends FoodHit {
  readonly values: NutrientValues;
  readonly measures: readonly FoodMeasure[];
  readonly deprecated: boolean;
}

const hit = (food: Food): FoodHit => ({
  id: food.id,
  name: food.name,
  group: food.group ? (foodGroupName(food.group) ?? '') : '',
});

/**
 * The nutrition worker's named handlers (style-examples habit 6): search the bundled USDA
 * database as the user types, read one food, and the "nutrition check" task of product spec
 * §7 (an item's nutrition and every incomplete item it uses; or the incomplete items of a
 * list). The database is decoded on the first call only.
 */
export class NutritionWorkerApi {
  private index: Promise<FoodIndex> | null = null;

  constructor(private readonly loadFile: () => Promise<unknown>) {}

  private foods(): Promise<FoodIndex> {
    this.index ??= this.loadFile().then((json) => {
      const decoded = decodeFoods(json);
      if (!decoded.ok)
        throw new Error(`Nutrition database unreadable: ${decoded.error[0]?.message ?? ''}`);
      return buildFoodIndex(decoded.value);
    });
    return this.index;
  }

  private async resolver(): Promise<(id: string) => NutrientValues | null> {
    const index = await this.foods();
    return (id) => findFood(index, id)?.values ?? null;
  }

  async search(query: string, limit?: number): Promise<FoodHit[]> {
    return searchFoods(await this.foods(), query, limit).map(hit);
  }

  async food(id: string): Promise<FoodDetail | null> {
    const food = findFood(await this.foods(), id);
    return food
      ? { ...hit(food), values: food.values, measures: food.measures, deprecated: food.deprecated }
      : null;
  }

  /** The target's nutrition; `scope` holds the items it uses (see nutritionScope). */
  async checkItem(
    target: CatalogueItem,
    scope: readonly CatalogueItem[],
    units?: UnitOverrides,
  ): Promise<ItemNutrition> {
    const byKey = new Map(scope.map((i) => [i.foodkey, i]));
    byKey.set(target.foodkey, target);
    const resolveId = await this.resolver();
    return checkItemNutrition(target, (key) => byKey.get(key), { resolveId, units });
  }

  /** The items of `items` whose nutrition is incomplete (lines resolve within `items`). */
  async check(items: readonly CatalogueItem[], units?: UnitOverrides): Promise<NutritionGap[]> {
    const byKey = new Map(items.map((i) => [i.foodkey, i]));
    const resolveId = await this.resolver();
    return nutritionCheck(items, (key) => byKey.get(key), { resolveId, units });
  }
}
