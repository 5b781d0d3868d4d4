import { NutritionWorkerApi } from '@larder/data';
import { FOOD_FILE_FORMAT, FOOD_FILE_VERSION } from '@larder/domain';
import { setNutritionService } from './nutrition-service';

const NUTRIENTS = ['energy', 'protein', 'carbs', 'sugar', 'fiber', 'fat', 'satu', 'trans'];
const NUTRIENTS_MORE = ['chol', 'water', 'ca', 'fe', 'k', 'na', 'vit_d_iu'];

/** A small food file in the bundled format (tests only). */
export const TEST_FOOD_FILE = {
  format: FOOD_FILE_FORMAT,
  version: FOOD_FILE_VERSION,
  source: 'test foods',
  nutrients: [...NUTRIENTS, ...NUTRIENTS_MORE],
  foods: [
    [
      '01001',
      'Butter, salted',
      '01',
      [2999.928, 0.85, 0.06, 0.06, 0, 81.11, 51.368, 3.278, 215, 15.87, 24, 0.02, 24, 714, 60],
      [[1, 'tbsp', 14.2]],
    ],
    [
      '20081',
      'Wheat flour, white, all-purpose, enriched, bleached',
      '20',
      [1527.16, 10.33, 76.31, 0.27, 2.7, 0.98, 0.155, 0, 0, 11.92, 15, 4.64, 107, 2, 0],
      [[1, 'cup', 125]],
    ],
    [
      '01211',
      'Milk, whole, 3.25% milkfat, with added vitamin D',
      '01',
      [255.224, 3.15, 4.8, 5.05, 0, 3.25, 1.865, 0, 10, 88.13, 113, 0.03, 132, 43, 51],
      [[1, 'cup', 244]],
    ],
  ],
};

/** Installs the nutrition handlers in-process over the test food file. */
export function installTestNutrition(): NutritionWorkerApi {
  const api = new NutritionWorkerApi(async () => TEST_FOOD_FILE);
  setNutritionService(api);
  return api;
}
