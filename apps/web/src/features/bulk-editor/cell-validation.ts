import {
  type Ingredient,
  isPackagingUnit,
  keyFromName,
  normaliseUnit,
  resolvePackageChain,
  type UnitOverrides,
  unitTableFor,
} from '@larder/domain';
import { validateParLevel } from '../../components/catalogue/par-level';
import { i18n } from '../../i18n/i18n';
import { reasonText } from '../../api/issue-text';
import {
  bulkFieldLabel,
  cellNumber,
  cellParLevel,
  rowToRecord,
  type BulkField,
  type BulkRow,
} from './bulk-row';

/** The message of each invalid cell of a row, by field; empty when the row is valid. */
export type RowErrors = Partial<Record<BulkField, string>>;

export interface RowValidationContext {
  /** Keys of the live items (a new row may not take one). */
  existingKeys: ReadonlySet<string>;
  /** How many new rows take each key (a key may be added once). */
  newKeyCounts: ReadonlyMap<string, number>;
  /** The stored ingredient, for its package levels (null for a new row). */
  item: Ingredient | null;
  units?: UnitOverrides;
}

const label = bulkFieldLabel;

/** A cell's message in the interface language, starting with the column's heading. */
const message = (
  key:
    | 'required'
    | 'notNumber'
    | 'notNegative'
    | 'notPositive'
    | 'unitWithQuantity'
    | 'yieldRange'
    | 'codeNeedsSupplier',
  field: BulkField,
): string => i18n.t(`bulk-editor:validation.${key}`, { label: label(field) });

/**
 * Validates one row, cell by cell (product spec §5; costing-model §1–2): a name; price a
 * number >= 0; quantity a number > 0 and a known unit with it (unit names normalised
 * case-insensitively); a packaging unit only with package levels that resolve; yield more
 * than 0 and at most 100; a code only with a supplier; a par level as a quantity of at least 0
 * and a unit the item converts to (operations-model §3). Every message starts with the field.
 */
export function validateRow(row: BulkRow, context: RowValidationContext): RowErrors {
  const errors: RowErrors = {};
  const name = row.name.trim();
  if (name === '') errors.name = message('required', 'name');
  else if (row.foodkey === null) {
    const key = keyFromName(name);
    if (context.existingKeys.has(key)) {
      errors.name = i18n.t('bulk-editor:validation.keyTaken', { label: label('name'), key });
    } else if ((context.newKeyCounts.get(key) ?? 0) > 1) {
      errors.name = i18n.t('bulk-editor:validation.keyTwice', { label: label('name'), key });
    }
  }

  const price = cellNumber(row.purchaseprice);
  if (price !== null && Number.isNaN(price)) {
    errors.purchaseprice = message('notNumber', 'purchaseprice');
  } else if (price !== null && price < 0) {
    errors.purchaseprice = message('notNegative', 'purchaseprice');
  }

  const qty = cellNumber(row.purchaseqty);
  if (qty !== null && Number.isNaN(qty)) {
    errors.purchaseqty = message('notNumber', 'purchaseqty');
  } else if (qty !== null && qty <= 0) {
    errors.purchaseqty = message('notPositive', 'purchaseqty');
  }

  const unitText = row.purchaseunit.trim();
  const unit = unitText === '' ? null : normaliseUnit(unitText);
  if (unitText !== '' && unit === null) {
    errors.purchaseunit = i18n.t('bulk-editor:validation.unknownUnit', {
      label: label('purchaseunit'),
      unit: unitText,
    });
  } else if (unit === null && qty !== null) {
    errors.purchaseunit = message('unitWithQuantity', 'purchaseunit');
  } else if (unit !== null && isPackagingUnit(unit)) {
    const levels = { ...(context.item ?? {}), purchaseunit: unit };
    const chain = resolvePackageChain(levels, unitTableFor(context.units));
    if (!chain.ok) {
      const reason = chain.error[0]?.reason;
      errors.purchaseunit = i18n.t('bulk-editor:validation.packageLevels', {
        label: label('purchaseunit'),
        reason: reason ? reasonText(reason) : i18n.t('bulk-editor:validation.levelsUnresolved'),
      });
    }
  }

  const yieldValue = cellNumber(row.yield);
  if (yieldValue !== null && Number.isNaN(yieldValue)) {
    errors.yield = message('notNumber', 'yield');
  } else if (yieldValue !== null && (yieldValue <= 0 || yieldValue > 100)) {
    errors.yield = message('yieldRange', 'yield');
  }

  if (row.code.trim() !== '' && row.supplier.trim() === '') {
    errors.code = message('codeNeedsSupplier', 'code');
  }

  const par = parError(row, context);
  if (par) errors.par = par;
  return errors;
}

/** The par level cell's message ('2 kg': a quantity, then a unit of the item), if any. */
function parError(row: BulkRow, context: RowValidationContext): string | undefined {
  if (row.par.trim() === '') return undefined;
  const par = cellParLevel(row.par);
  if (par === null) return i18n.t('bulk-editor:validation.parText', { label: label('par') });
  // The item as the row would save it: its package levels, conversions and custom units.
  const item = { ...(context.item ?? {}), ...rowToRecord(row, null), type: row.type };
  const found = validateParLevel({ par_qty: par.qty, par_unit: par.unit }, item, context.units, {
    qty: label('par'),
    unit: label('par'),
  });
  return found.par_qty ?? found.par_unit;
}

/** How many new rows take each key. */
export function countNewKeys(rows: readonly BulkRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.foodkey !== null || row.name.trim() === '') continue;
    const key = keyFromName(row.name);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
