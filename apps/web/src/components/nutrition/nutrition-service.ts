import { nutritionClient, type NutritionClient } from '@larder/data';

let client: NutritionClient | null = null;

/**
 * The app's nutrition worker (USDA search, food lookup, the nutrition check). The worker and
 * its database start on the first call, never at page load.
 */
export function nutritionService(): NutritionClient {
  client ??= nutritionClient(
    () =>
      new Worker(new URL('./nutrition.worker.ts', import.meta.url), {
        type: 'module',
        name: 'nutrition',
      }),
  );
  return client;
}

/** Replaces the worker (tests run the handlers in-process); null restores the default. */
export function setNutritionService(next: NutritionClient | null): void {
  client = next;
}
