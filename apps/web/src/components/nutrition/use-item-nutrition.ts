import {
  nutritionScope,
  type CatalogueItem,
  type ItemNutrition,
  type UnitOverrides,
} from '@larder/domain';
import { useEffect, useMemo, useState } from 'react';
import { itemsByKey } from '../catalogue/catalogue-context';
import { nutritionService } from './nutrition-service';

export type ItemNutritionState =
  | { state: 'loading' }
  | { state: 'ready'; nutrition: ItemNutrition }
  | { state: 'error'; message: string };

/**
 * An ingredient's or a recipe's nutrition (costing-model §9) with the nutrition check over
 * everything it uses, computed in the nutrition worker. A recipe waits for `items` (the
 * venue's catalogue) to know its lines.
 */
export function useItemNutrition(
  item: CatalogueItem,
  items: readonly CatalogueItem[] | undefined,
  units: UnitOverrides,
): ItemNutritionState {
  const needsItems = item.type === 'recipe';
  const itemsInScope = needsItems ? items : undefined;
  const scope = useMemo(() => {
    if (needsItems && !itemsInScope) return null;
    const byKey = itemsByKey(itemsInScope ?? []);
    return nutritionScope(item, (key) => byKey.get(key));
  }, [item, itemsInScope, needsItems]);
  const [answer, setAnswer] = useState<{
    for: unknown;
    foodkey: string;
    state: ItemNutritionState;
  } | null>(null);
  useEffect(() => {
    if (!scope) return;
    let live = true;
    nutritionService()
      .checkItem(item, scope, units)
      .then(
        (nutrition) =>
          live &&
          setAnswer({ for: scope, foodkey: item.foodkey, state: { state: 'ready', nutrition } }),
        (e: unknown) =>
          live &&
          setAnswer({
            for: scope,
            foodkey: item.foodkey,
            state: { state: 'error', message: e instanceof Error ? e.message : String(e) },
          }),
      );
    return () => {
      live = false;
    };
  }, [item, scope, units]);
  if (answer && answer.for === scope) return answer.state;
  // While an edited item is checked again, its last figures stay on screen (no flicker).
  if (answer && answer.foodkey === item.foodkey && answer.state.state === 'ready')
    return answer.state;
  return { state: 'loading' };
}
