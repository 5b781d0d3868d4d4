import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { buildFoodIndex, decodeFoods, findFood, type NutrientValues } from '@larder/domain';

type Resolve = (id: string) => NutrientValues | null;

let loading: Promise<Resolve> | null = null;

/**
 * The bundled USDA database (the one the app's nutrition worker reads), loaded once, on the
 * first site built with nutrition panels: a food's values per 100 g by its id.
 */
export function usdaResolver(): Promise<Resolve> {
  loading ??= (async () => {
    const file = createRequire(import.meta.url).resolve('@larder/domain/usda-sr24.json');
    const decoded = decodeFoods(JSON.parse(await readFile(file, 'utf8')));
    if (!decoded.ok) throw new Error('The bundled nutrition database is unreadable');
    const index = buildFoodIndex(decoded.value);
    return (id: string) => findFood(index, id)?.values ?? null;
  })();
  loading.catch(() => (loading = null));
  return loading;
}
