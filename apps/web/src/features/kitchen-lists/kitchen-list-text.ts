import {
  roundTo,
  unitLabel,
  type CatalogueItem,
  type OrderLine,
  type PrepLine,
  type UnitOverrides,
} from '@larder/domain';
import { formatNumber, formatQuantity } from '../../i18n/format';
import { currentLanguage, i18n } from '../../i18n/i18n';

/** A prep line's amount in display units (costing-model §10): '2.5 kg', '750 mL'. */
export const prepAmountText = (line: PrepLine, units?: UnitOverrides): string =>
  formatQuantity(line.amount, line.unit, units ? { units } : undefined);

/** Batches to two decimals (operations-model §2): '1.33' ('1,33' in French). */
export const batchesText = (batches: number): string =>
  formatNumber(roundTo(batches, 2), { maximumFractionDigits: 2, useGrouping: false });

/**
 * An order line's purchase unit as the interface names it: 'cases' in English; in French a
 * unit of the catalogue by its French name ('caisse'), a unit of the item's own as written.
 */
export function orderUnitLabel(line: Pick<OrderLine, 'units' | 'unitLabel'>): string {
  const language = currentLanguage();
  return language === 'en' ? line.unitLabel : unitLabel(line.unitLabel, line.units, language);
}

/** What an order line buys: whole purchase units with their label, '3 cases'. */
export const orderUnitsText = (line: Pick<OrderLine, 'units' | 'unitLabel'>): string =>
  `${formatNumber(line.units, { maximumFractionDigits: 10, useGrouping: false })} ${orderUnitLabel(line)}`;

/** A storage area's heading; lines without one are listed last under this name. */
export const areaHeading = (area: string): string => area || i18n.t('kitchen-lists:heading.noArea');

/** A category's heading within an area. */
export const categoryHeading = (category: string): string =>
  category || i18n.t('kitchen-lists:heading.noCategory');

/** The page of an item of the catalogue, by its type. */
export function itemPagePath(item: Pick<CatalogueItem, 'type' | 'foodkey'>): string {
  const key = encodeURIComponent(item.foodkey);
  if (item.type === 'recipe') return `/recipes/${key}`;
  if (item.type === 'packaging') return `/packaging-items/${key}`;
  return `/ingredients/${key}`;
}
