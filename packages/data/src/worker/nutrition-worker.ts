/// <reference lib="webworker" />
import { parseWithoutEval } from '@larder/domain';
import * as Comlink from 'comlink';
import { NutritionWorkerApi } from './nutrition-worker-api';

// The worker runs under the page's content security policy: no generated code.
parseWithoutEval();

/**
 * Entry of the nutrition web worker: exposes NutritionWorkerApi through Comlink. The bundled
 * database is a separate chunk of the app, loaded on the first call.
 */
Comlink.expose(
  new NutritionWorkerApi(async () => (await import('@larder/domain/usda-sr24.json')).default),
);
