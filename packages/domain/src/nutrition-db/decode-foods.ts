import { err, ok, type DomainIssue, type Result } from '../errors';
import { parseRecord } from '../records/parse-record';
import type { Food } from './food-record';
import { foodFileSchema } from './food-file';
import { unpackFood } from './pack-food';

/**
 * The foods of the bundled nutrition database file (style-examples habit 4: validated before
 * use). Fails with 'record-invalid' issues carrying the path of each bad field, or when two
 * foods share an id.
 */
export const decodeFoods = (json: unknown): Result<Food[], DomainIssue[]> => {
  const parsed = parseRecord(foodFileSchema, json);
  if (!parsed.ok) return parsed;
  const { nutrients, foods } = parsed.value;
  const seen = new Set<string>();
  const out: Food[] = [];
  for (const [i, packed] of foods.entries()) {
    if (seen.has(packed[0]))
      return err([
        {
          reason: 'record-invalid',
          path: `foods.${i}.0`,
          message: `foods.${i}.0: duplicate food id ${packed[0]}`,
        },
      ]);
    seen.add(packed[0]);
    out.push(unpackFood(packed, nutrients));
  }
  return ok(out);
};
