import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { computeIngredientCosts } from './ingredient-costs';
import { packagingUnitCosts } from './packaging-costs';
import { finite, type UnitCosts } from './unit-costs';

/**
 * The unit costs of an ingredient (single, multiple, part: costing-model §2, §3) or a packaging
 * item (§4). A part item is costed from its stored purchase data (1 each at part.eachcost, see
 * `derivePartItem`), without yield. A recipe returns its stored unit costs (see `costRecipe`).
 */
export const itemUnitCosts = (item: CatalogueItem, units?: UnitsInput): UnitCosts => {
  if (item.type === 'packaging') return packagingUnitCosts(item);
  if (item.type === 'recipe') {
    return {
      gramcost: finite(item.gramcost) ? item.gramcost : null,
      mlcost: finite(item.mlcost) ? item.mlcost : null,
      eachcost: finite(item.eachcost) ? item.eachcost : null,
    };
  }
  const ingredient = item as Ingredient;
  const a = computeIngredientCosts(ingredient, unitTableFor(units), ingredient.type === 'part');
  return { gramcost: a.gramcost, mlcost: a.mlcost, eachcost: a.eachcost };
};
