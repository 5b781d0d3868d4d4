import * as Comlink from 'comlink';
import type { NutritionWorkerApi } from './nutrition-worker-api';

/** The page's side of the nutrition worker: the same handlers, asynchronous. */
export type NutritionClient = Pick<NutritionWorkerApi, 'search' | 'food' | 'checkItem' | 'check'>;

/**
 * A client that starts the nutrition worker on its first call (the database loads only when
 * nutrition is needed). `createWorker` makes the Worker; the app passes Vite's
 * `new Worker(new URL('…', import.meta.url), { type: 'module' })`.
 */
export function nutritionClient(createWorker: () => Worker): NutritionClient {
  let remote: Comlink.Remote<NutritionWorkerApi> | null = null;
  const api = (): Comlink.Remote<NutritionWorkerApi> => {
    remote ??= Comlink.wrap<NutritionWorkerApi>(createWorker());
    return remote;
  };
  // Async, so that a worker that cannot start is a rejected answer, never a thrown render.
  return {
    search: async (query, limit) => api().search(query, limit),
    food: async (id) => api().food(id),
    checkItem: async (target, scope, units) => api().checkItem(target, scope, units),
    check: async (items, units) => api().check(items, units),
  };
}
