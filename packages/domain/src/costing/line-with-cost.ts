import type { RecipeLine } from '../records/recipe';
import type { LineResult } from './recipe-lines';
import { hasExactFields } from './exact-fields';
import { withCost } from './with-costs';

/** The fields of a line costed before without custom units, in the order a recompute gives. */
const COSTED_LINE_FIELDS: readonly string[] = ['cost', 'name', 'qty_value', 'qty_unit'];

/**
 * A line with its result applied (costing-model §4): honoured custom units become the line's
 * quantity, dropped ones are removed, and the cost is set; the line itself when unchanged.
 *
 * A plain costed line (the common one) with a new cost is made as a literal with the same fields
 * in the same order: a copy (`{ ...line, cost }`) would also copy the box V8 keeps each of the
 * line's double fields in (measured ~40% fewer bytes per copied line).
 */
export const lineWithCost = (line: RecipeLine, r: LineResult): RecipeLine => {
  if (r.custom === 'honoured')
    return { ...line, qty_value: r.value, qty_unit: r.unit, cost: r.cost };
  if (r.custom === 'dropped') {
    const { qty_value_custom: _v, qty_unit_custom: _u, ...rest } = line;
    return withCost(rest, r.cost);
  }
  if (line.cost !== r.cost && hasExactFields(line, COSTED_LINE_FIELDS)) {
    return { cost: r.cost, name: line.name, qty_value: line.qty_value, qty_unit: line.qty_unit };
  }
  return withCost(line, r.cost);
};
