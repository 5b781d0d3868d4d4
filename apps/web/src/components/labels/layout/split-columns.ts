import type { NutrientRow } from '@larder/domain';

/**
 * Splits nutrient lines into `n` side-by-side columns of about equal length, breaking only
 * before a line that is not indented (a nutrient stays with the lines indented under it).
 */
export function splitColumns(rows: readonly NutrientRow[], n: number): NutrientRow[][] {
  const out: NutrientRow[][] = [];
  let start = 0;
  for (let c = 0; c < n; c++) {
    const left = rows.length - start;
    if (c === n - 1 || left === 0) {
      out.push(rows.slice(start));
      start = rows.length;
      continue;
    }
    const target = start + Math.ceil(left / (n - c));
    let best = -1;
    for (let i = start + 1; i < rows.length; i++)
      if (
        (rows[i] as NutrientRow).indent === 0 &&
        (best < 0 || Math.abs(i - target) < Math.abs(best - target))
      )
        best = i;
    const end = best < 0 ? rows.length : best;
    out.push(rows.slice(start, end));
    start = end;
  }
  return out.filter((col) => col.length > 0);
}
