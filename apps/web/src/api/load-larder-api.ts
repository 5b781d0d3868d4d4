import { loadWithoutEval } from './load-without-eval';

/** The API client, fetched on first use by a page that does not load it at start. */
export const loadLarderApi = () => loadWithoutEval(() => import('./larder-api'));
