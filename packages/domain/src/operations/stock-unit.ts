import type { CatalogueItem } from '../records/item';
import { stockDimension } from '../units/par-level';
import type { Dimension } from '../units/unit-catalogue';
import type { UnitTable } from '../units/unit-table';
import { recipeAmount } from './recipe-batches';

const DIMENSION_OF = { g: 'weight', mL: 'volume', each: 'count' } as const;

/**
 * The dimension a stock count of the item is kept in (operations-model §4): an ingredient's
 * purchase dimension (as the order list's needs, §3), each for packaging items and parts; a
 * recipe (prepared stock) by volume when it is served by volume, else by its batch weight,
 * else in batches (as the prep list shows it, §2). Null while an ingredient's purchase unit is
 * not known.
 */
export const stockCountDimension = (item: CatalogueItem, table: UnitTable): Dimension | null =>
  item.type === 'recipe'
    ? DIMENSION_OF[recipeAmount(item, 1, table).unit]
    : stockDimension(item, table);
