import type { WireIssue } from '@larder/domain';
import { issueText } from '../../api/issue-text';
import { i18n } from '../../i18n/i18n';

/**
 * The fields of every record kind that screens name (product spec §3): master items
 * (ingredients, recipes, packaging, parts), suppliers, settings records (the venue's pricing
 * settings among them), menus, stock counts, sales counts and venues.
 */
const FIELDS = [
  // master items
  'type',
  'foodkey',
  'name',
  'image',
  'note',
  'category',
  'storagearea',
  'supplier',
  'allergens',
  'purchaseprice',
  'purchaseqty',
  'purchaseunit',
  'package_qty1',
  'package_unit1',
  'package_qty2',
  'package_unit2',
  'package_qty3',
  'package_unit3',
  'map',
  'volume_value',
  'volume_unit',
  'weight_value',
  'weight_unit',
  'each_value',
  'yield',
  'value',
  'custom_units',
  'parts',
  'parent',
  'size',
  'unit',
  'gramcost',
  'mlcost',
  'eachcost',
  'pricehistory',
  'date',
  'price',
  'wastage',
  'qty',
  'qty_unit',
  'prepqty',
  'prepqty_unit',
  'par',
  'usda',
  'nutrition',
  'items',
  'qty_value',
  'qty_value_custom',
  'qty_unit_custom',
  'cost',
  'packaging',
  'waterout',
  'waterout_unit',
  'volumeadjust',
  'servingsize',
  'servingsize_unit',
  'servingsize_auto',
  'menuitem',
  'saleprice',
  'taxpercent',
  'costs',
  'timestamp',
  'deleted',
  // suppliers, settings records, menus
  'skey',
  'ingredients',
  'code',
  'categories',
  'areas',
  'menuItems',
  // stock counts and sales counts
  'lines',
  'area',
  'baseQty',
  'baseUnit',
  'unitCost',
  'from',
  'to',
  'menu',
  'unitsSold',
  // venues
  'venue',
  'venue_name',
  'PROFILE',
  'address',
  'phone',
  'email',
  'website',
  'cuisine',
  // the venue's pricing settings (PROFILE)
  'targetFoodCostPercent',
  'priceEnding',
  'taxPercent',
  'pricesIncludeTax',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * The names screens give those fields, in the interface language (read when asked for: the
 * language may change). A bad value is shown as '<name>: <what is wrong>'.
 */
export const RECORD_FIELD_NAMES: Readonly<Record<string, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    FIELDS.map((field: Field) => [
      field,
      { get: () => i18n.t(`components:fields.${field}`), enumerable: true },
    ]),
  ),
);

/** Lists whose entries are named by their position ('Recipe line 2: Quantity'). */
const LIST_ENTRIES = [
  'items',
  'packaging',
  'parts',
  'custom_units',
  'pricehistory',
  'wastage',
  'ingredients',
  'categories',
  'areas',
  'menuItems',
  'allergens',
  'lines',
] as const;
type ListEntry = (typeof LIST_ENTRIES)[number];
const isListEntry = (part: string): part is ListEntry =>
  (LIST_ENTRIES as readonly string[]).includes(part);

/**
 * The name of the field at a path ('items.1.qty_value' is 'Recipe line 2: Quantity'), or
 * undefined when a part of the path has no name.
 */
export function recordFieldName(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const parts = path.split('.');
  const names: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    if (isListEntry(part) && next !== undefined && /^\d+$/.test(next)) {
      names.push(i18n.t(`components:fields.entry.${part}`, { number: Number(next) + 1 }));
      i++;
      continue;
    }
    const name = RECORD_FIELD_NAMES[part];
    if (!name) return undefined;
    // 'venue.venue_name' reads 'Venue name', 'map.each_value' reads 'Weight of one each'.
    if (i < parts.length - 1 && (part === 'venue' || part === 'map' || part === 'PROFILE')) {
      continue;
    }
    names.push(name);
  }
  return names.join(i18n.t('components:fields.separator'));
}

/** Reasons about the venue, not about one field: said without the field's name. */
const VENUE_REASONS: ReadonlySet<string> = new Set(['trial-limit']);

/** A bad value as the screen says it: 'Purchase price: must be a number'. */
export function recordIssueText(issue: WireIssue): string {
  const name = VENUE_REASONS.has(issue.reason) ? undefined : recordFieldName(issue.path);
  return name
    ? i18n.t('components:fields.issue', { name, issue: issueText(issue) })
    : issueText(issue);
}

/** A refused write's issues (the data layer's DataError details), each with its row if any. */
export function issuesOfDataError(details: unknown): (WireIssue & { index?: number })[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is WireIssue & { index?: number } =>
      typeof d === 'object' && d !== null && typeof (d as WireIssue).reason === 'string',
  );
}
