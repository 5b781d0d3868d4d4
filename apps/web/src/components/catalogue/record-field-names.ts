import type { WireIssue } from '@larder/domain';
import { issueText } from '../../api/issue-text';

/**
 * The names screens give the fields of every record kind (product spec §3): master items
 * (ingredients, recipes, packaging, parts), suppliers, settings records (the venue's pricing
 * settings among them), menus, stock counts, sales counts and venues.
 * A bad value is shown as '<name>: <what is wrong>'.
 */
export const RECORD_FIELD_NAMES: Readonly<Record<string, string>> = {
  // master items
  type: 'Type',
  foodkey: 'Name (key)',
  name: 'Name',
  image: 'Image',
  note: 'Note',
  category: 'Category',
  storagearea: 'Storage area',
  supplier: 'Supplier',
  allergens: 'Allergens',
  purchaseprice: 'Purchase price',
  purchaseqty: 'Purchase quantity',
  purchaseunit: 'Purchase unit',
  package_qty1: 'Package 1 quantity',
  package_unit1: 'Package 1 unit',
  package_qty2: 'Package 2 quantity',
  package_unit2: 'Package 2 unit',
  package_qty3: 'Package 3 quantity',
  package_unit3: 'Package 3 unit',
  map: 'Conversions',
  volume_value: 'Volume',
  volume_unit: 'Volume unit',
  weight_value: 'Weight',
  weight_unit: 'Weight unit',
  each_value: 'Weight of one each',
  yield: 'Yield %',
  value: 'Value',
  custom_units: 'Custom units',
  parts: 'Parts',
  parent: 'Parent item',
  size: 'Size',
  unit: 'Unit',
  gramcost: 'Cost per g',
  mlcost: 'Cost per mL',
  eachcost: 'Cost per each',
  pricehistory: 'Price history',
  date: 'Date',
  price: 'Price',
  wastage: 'Wastage',
  qty: 'Quantity',
  qty_unit: 'Quantity unit',
  prepqty: 'Prepared quantity',
  prepqty_unit: 'Prepared quantity unit',
  par: 'Par level',
  usda: 'Nutrition',
  nutrition: 'Nutrition',
  items: 'Recipe lines',
  qty_value: 'Quantity',
  qty_value_custom: 'Custom quantity',
  qty_unit_custom: 'Custom unit',
  cost: 'Cost',
  packaging: 'Packaging',
  waterout: 'Water lost',
  waterout_unit: 'Water lost unit',
  volumeadjust: 'Volume adjustment %',
  servingsize: 'Serving size',
  servingsize_unit: 'Serving size unit',
  servingsize_auto: 'Automatic serving size',
  menuitem: 'On the menu',
  saleprice: 'Sale price',
  taxpercent: 'Tax %',
  costs: 'Costs',
  timestamp: 'Time saved',
  deleted: 'Deleted',
  // suppliers, settings records, menus
  skey: 'Key',
  ingredients: 'Ingredients',
  code: 'Supplier code',
  categories: 'Categories',
  areas: 'Storage areas',
  menuItems: 'Dishes',
  // stock counts and sales counts
  lines: 'Lines',
  area: 'Storage area',
  baseQty: 'Quantity in base unit',
  baseUnit: 'Base unit',
  unitCost: 'Unit cost',
  from: 'From',
  to: 'To',
  menu: 'Menu',
  unitsSold: 'Units sold',
  // venues
  venue: 'Venue',
  venue_name: 'Venue name',
  PROFILE: 'Profile',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  cuisine: 'Cuisine',
  // the venue's pricing settings (PROFILE)
  targetFoodCostPercent: 'Target food cost %',
  priceEnding: 'Price ending',
  taxPercent: 'Tax %',
  pricesIncludeTax: 'Prices include tax',
};

/** Lists whose entries are named by their position ('Recipe line 2: Quantity'). */
const LIST_ENTRY_NAMES: Readonly<Record<string, string>> = {
  items: 'Recipe line',
  packaging: 'Packaging line',
  parts: 'Part',
  custom_units: 'Custom unit',
  pricehistory: 'Price history entry',
  wastage: 'Wastage entry',
  ingredients: 'Ingredient',
  categories: 'Category',
  areas: 'Storage area',
  menuItems: 'Dish',
  allergens: 'Allergen',
  lines: 'Line',
};

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
    if (LIST_ENTRY_NAMES[part] && next !== undefined && /^\d+$/.test(next)) {
      names.push(`${LIST_ENTRY_NAMES[part]} ${Number(next) + 1}`);
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
  return names.join(': ');
}

/** Reasons about the venue, not about one field: said without the field's name. */
const VENUE_REASONS: ReadonlySet<string> = new Set(['trial-limit']);

/** A bad value as the screen says it: 'Purchase price: must be a number'. */
export function recordIssueText(issue: WireIssue): string {
  const name = VENUE_REASONS.has(issue.reason) ? undefined : recordFieldName(issue.path);
  return name ? `${name}: ${issueText(issue)}` : issueText(issue);
}

/** A refused write's issues (the data layer's DataError details), each with its row if any. */
export function issuesOfDataError(details: unknown): (WireIssue & { index?: number })[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is WireIssue & { index?: number } =>
      typeof d === 'object' && d !== null && typeof (d as WireIssue).reason === 'string',
  );
}
