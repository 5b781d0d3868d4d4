import {
  formatQuantity,
  roundTo,
  type CatalogueItem,
  type OrderLine,
  type PrepLine,
  type UnitOverrides,
} from '@larder/domain';

/** A prep line's amount in display units (costing-model §10): '2.5 kg', '750 mL'. */
export const prepAmountText = (line: PrepLine, units?: UnitOverrides): string =>
  formatQuantity(line.amount, line.unit, units ? { units } : undefined);

/** Batches to two decimals (operations-model §2): '1.33'. */
export const batchesText = (batches: number): string => String(roundTo(batches, 2));

/** What an order line buys: whole purchase units with their label, '3 cases'. */
export const orderUnitsText = (line: Pick<OrderLine, 'units' | 'unitLabel'>): string =>
  `${line.units} ${line.unitLabel}`;

/** A storage area's heading; lines without one are listed last under this name. */
export const areaHeading = (area: string): string => area || 'No storage area';

/** A category's heading within an area. */
export const categoryHeading = (category: string): string => category || 'No category';

/** The page of an item of the catalogue, by its type. */
export function itemPagePath(item: Pick<CatalogueItem, 'type' | 'foodkey'>): string {
  const key = encodeURIComponent(item.foodkey);
  if (item.type === 'recipe') return `/recipes/${key}`;
  if (item.type === 'packaging') return `/packaging-items/${key}`;
  return `/ingredients/${key}`;
}
