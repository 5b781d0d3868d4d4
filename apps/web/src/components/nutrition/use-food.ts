import type { FoodDetail } from '@larder/data';
import { useEffect, useState } from 'react';
import { nutritionService } from './nutrition-service';

export type FoodState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; food: FoodDetail }
  | { state: 'unknown' };

/** One food of the bundled USDA database by id (read in the worker). */
export function useFood(id: string): FoodState {
  const [found, setFound] = useState<{ id: string; food: FoodDetail | null } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    nutritionService()
      .food(id)
      .then(
        (food) => live && setFound({ id, food }),
        () => live && setFound({ id, food: null }),
      );
    return () => {
      live = false;
    };
  }, [id]);
  if (!id) return { state: 'none' };
  if (!found || found.id !== id) return { state: 'loading' };
  return found.food ? { state: 'ready', food: found.food } : { state: 'unknown' };
}
