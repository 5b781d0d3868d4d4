import type { DependencyIndex } from '../costing/dependency-index';
import { packagingLineCounts } from '../costing/recipe-lines';
import { finite } from '../costing/unit-costs';
import type { CatalogueItem } from '../records/item';
import type { PackagingLine, Recipe, RecipeLine } from '../records/recipe';

/** An affected recipe: its new batch cost, and the factor all its costs were multiplied by. */
export interface ScaledRecipe {
  readonly recipe: Recipe;
  /** New costs / stored costs (1 when its stored cost is 0 or missing). */
  readonly factor: number;
  /** The new batch cost; null when the recipe has no stored cost. */
  readonly total: number | null;
}

const NONE: readonly string[] = [];
/** Stored sums this close (relatively) to the sum of their lines add up. */
const NOISE = 1e-9;
const near = (a: number, b: number): boolean =>
  Math.abs(a - b) <= NOISE * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * The stored costs of a recipe's lines summed as costing sums them (null when a counted line
 * has no cost), and the same sum with each cost multiplied by its item's factor.
 */
const sumLines = (
  lines: readonly (RecipeLine | PackagingLine)[],
  packaging: boolean,
  factors: ReadonlyMap<string, number>,
): { before: number | null; after: number } => {
  let before = 0;
  let after = 0;
  for (const line of lines) {
    if (packaging && !packagingLineCounts(line as PackagingLine)) continue;
    const cost = line.cost;
    if (!finite(cost)) return { before: null, after: 0 };
    before += cost;
    after += cost * (line.name ? (factors.get(line.name) ?? 1) : 1);
  }
  return { before, after };
};

/**
 * Cost propagation of price changes by scaling (costing-model §2-6): unit costs are linear in
 * purchase prices (a part's in its parent's), so when prices change by factors, every line
 * cost changes by its item's factor and a recipe's batch cost, unit costs and cost per serving
 * by one factor: new batch cost / stored batch cost. Walks the recipes that use the changed
 * items (directly, through parts or nested recipes) in dependency order, from the costs stored
 * on each recipe and its lines, with no unit conversion. Returns null when a recipe's stored
 * costs do not add up to its line costs (a record not costed by this model): the caller then
 * recomputes in full.
 */
export const scaleCosts = (
  factors: ReadonlyMap<string, number>,
  items: ReadonlyMap<string, CatalogueItem>,
  index: DependencyIndex,
): ScaledRecipe[] | null => {
  // Depth-first along "used by" edges; the reversed post-order is a dependency order.
  const state = new Map<string, 1 | 2>();
  const post: string[] = [];
  const stackKeys: string[] = [];
  const stackUsers: (readonly string[])[] = [];
  const stackPos: number[] = [];
  for (const root of factors.keys()) {
    if (state.has(root)) continue;
    state.set(root, 1);
    stackKeys.push(root);
    stackUsers.push(index.usersOf(root));
    stackPos.push(0);
    while (stackKeys.length > 0) {
      const top = stackKeys.length - 1;
      const users = stackUsers[top] ?? NONE;
      const at = stackPos[top] as number;
      if (at < users.length) {
        stackPos[top] = at + 1;
        const user = users[at] as string;
        if (state.has(user) || !items.has(user)) continue;
        state.set(user, 1);
        stackKeys.push(user);
        stackUsers.push(index.usersOf(user));
        stackPos.push(0);
      } else {
        const done = stackKeys.pop() as string;
        stackUsers.pop();
        stackPos.pop();
        state.set(done, 2);
        post.push(done);
      }
    }
  }

  const scale = new Map(factors);
  const out: ScaledRecipe[] = [];
  for (let i = post.length - 1; i >= 0; i--) {
    const key = post[i] as string;
    if (factors.has(key)) continue;
    const item = items.get(key) as CatalogueItem;
    if (item.type !== 'recipe') {
      // A part item follows its parent's price.
      const parent = index.parentOf(key);
      scale.set(key, parent === undefined ? 1 : (scale.get(parent) ?? 1));
      continue;
    }
    const costs = item.costs;
    const total = finite(costs?.total) ? costs.total : null;
    let factor = 1;
    let next: number | null = null;
    if (total !== null) {
      const lines = sumLines(item.items ?? [], false, scale);
      const packs = sumLines(item.packaging ?? [], true, scale);
      if (
        lines.before === null ||
        packs.before === null ||
        !finite(costs?.ingredients) ||
        !finite(costs?.packaging) ||
        !near(lines.before, costs.ingredients) ||
        !near(packs.before, costs.packaging) ||
        !near(total, costs.ingredients + costs.packaging)
      ) {
        return null;
      }
      next = lines.after + packs.after;
      factor = total === 0 ? 1 : next / total;
    }
    scale.set(key, factor);
    out.push({ recipe: item, factor, total: next });
  }
  return out;
};
