import {
  DomainError,
  estimateSchema,
  estimateTotals,
  issue,
  parseRecord,
  type DomainIssue,
  type Estimate,
  type EstimateTotals,
  type EstimateTotalsInput,
  type ItemLookup,
} from '@larder/domain';
import { priceLine, TARGET_FOOD_COST_PERCENT, type PricedLine } from './estimate-pricing';

/** An estimate checked as a whole: its priced lines, its totals and every refused field. */
export interface EstimateCheck {
  readonly lines: readonly PricedLine[];
  /** The totals (domain `estimateTotals`); null while a figure they need is missing or refused. */
  readonly totals: EstimateTotals | null;
  /** The first issue of each refused field, by its path in the record ('lines.0.qty'). */
  readonly issues: ReadonlyMap<string, DomainIssue>;
}

/** The one path a field's issues are shown under ('discount.value' and 'discount' are one). */
export const fieldPathOf = (path: string | undefined): string =>
  path === undefined ? '' : path.startsWith('discount') ? 'discount' : path;

type MutableTotalsInput = {
  lines: { qty: number; unitPrice: number; unitCost: number | null }[];
  extras: { amount: number }[];
  discount: { kind: 'amount' | 'percent'; value: number };
  taxPercent: number;
};

/** The input with the refused figure at `path` set to a neutral one; false for a path it has not. */
function neutralise(input: MutableTotalsInput, path: string | undefined): boolean {
  const [head, index, field] = (path ?? '').split('.');
  const at = Number(index);
  const line = head === 'lines' ? input.lines[at] : undefined;
  if (line) {
    if (field === 'qty') line.qty = 0;
    else if (field === 'unitPrice') line.unitPrice = 0;
    else line.unitCost = null;
    return true;
  }
  const extra = head === 'extras' ? input.extras[at] : undefined;
  if (extra) {
    extra.amount = 0;
    return true;
  }
  if (head === 'discount') {
    input.discount.value = 0;
    return true;
  }
  if (head === 'taxPercent') {
    input.taxPercent = 0;
    return true;
  }
  return false;
}

/**
 * Every refusal of the domain's `estimateTotals` (operations-model §10: a discount above the
 * subtotal, a negative tax, a figure that is not a number), each field named once: the
 * refused figure is set aside and the totals asked again, so one bad field does not hide
 * another. The totals when nothing was refused.
 */
export function totalsWithIssues(start: EstimateTotalsInput): {
  totals: EstimateTotals | null;
  issues: DomainIssue[];
} {
  const input: MutableTotalsInput = {
    lines: start.lines.map((l) => ({ ...l })),
    extras: start.extras.map((e) => ({ ...e })),
    discount: { ...start.discount },
    taxPercent: start.taxPercent,
  };
  const issues: DomainIssue[] = [];
  const tries = input.lines.length * 3 + input.extras.length + 3;
  for (let i = 0; i <= tries; i++) {
    try {
      const totals = estimateTotals(input);
      return { totals: issues.length === 0 ? totals : null, issues };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      issues.push(error.issue);
      if (!neutralise(input, error.issue.path)) break;
    }
  }
  return { totals: null, issues };
}

/** A line whose recipe is gone, or whose price cannot be found, as the error contract's issue. */
function lineIssues(lines: readonly PricedLine[]): DomainIssue[] {
  const issues: DomainIssue[] = [];
  lines.forEach((line, i) => {
    if (line.foodkey === '') return;
    if (!line.found) issues.push(issue('item-missing', `lines.${i}.foodkey`));
    else if (line.unitPrice === null) {
      issues.push({
        ...issue('price-missing', `lines.${i}.unitPrice`),
        params: { pricing: line.pricing },
      });
    }
  });
  return issues;
}

/**
 * Checks an estimate before it is saved or shown (operations-model §6, §10): the record's
 * schema (title, date, servings above 0, amounts of 0 or more...), each line's recipe and
 * price (domain `estimateLinePrice`), and the totals (domain `estimateTotals`). Nothing is
 * saved while `issues` holds any; the totals are null while a figure they need is refused.
 */
export function checkEstimate(
  draft: Estimate,
  lookup: ItemLookup,
  targetFoodCostPercent: number = TARGET_FOOD_COST_PERCENT,
): EstimateCheck {
  const lines = draft.lines.map((line) => priceLine(line, lookup, targetFoodCostPercent));
  const parsed = parseRecord(estimateSchema, draft);
  const schemaIssues = parsed.ok ? [] : parsed.error;
  const missing = lineIssues(lines);
  const { totals, issues: totalIssues } = totalsWithIssues({
    lines: lines.map((l) => ({ qty: l.qty, unitPrice: l.unitPrice ?? 0, unitCost: l.unitCost })),
    extras: draft.extras,
    discount: draft.discount ?? { kind: 'amount', value: 0 },
    taxPercent: draft.taxPercent,
  });
  const issues = new Map<string, DomainIssue>();
  for (const found of [...schemaIssues, ...missing, ...totalIssues]) {
    const path = fieldPathOf(found.path);
    if (!issues.has(path)) issues.set(path, found);
  }
  const priced = lines.every((l) => l.unitPrice !== null);
  return { lines, totals: priced ? totals : null, issues };
}

/**
 * The gross total of a saved estimate at today's prices, or null when a figure it needs is
 * missing (a recipe gone, no price, a refused amount): the list shows a marker, never 0.
 */
export function estimateGross(estimate: Estimate, lookup: ItemLookup): number | null {
  return checkEstimate(estimate, lookup).totals?.gross ?? null;
}
