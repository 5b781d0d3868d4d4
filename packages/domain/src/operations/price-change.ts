import type { CatalogueItem } from '../records/item';
import { keyFromName } from '../records/record-key';
import { fieldError } from './field-error';

/**
 * A temporary change of purchase prices by a percent (operations-model §8): one item, every
 * item of a supplier (matched case-insensitively), of a category, or all items.
 */
export type PriceChange =
  | { readonly scope: 'item'; readonly foodkey: string; readonly percent: number }
  | { readonly scope: 'supplier'; readonly supplier: string; readonly percent: number }
  | { readonly scope: 'category'; readonly category: string; readonly percent: number }
  | { readonly scope: 'all'; readonly percent: number };

export type PriceChangeScope = PriceChange['scope'];

/**
 * An item whose purchase price a change can move: a live ingredient (single or multiple) or
 * packaging item with a price. Recipes are costed from their lines and part items from their
 * parent, so they follow through propagation.
 */
export const hasPurchasePrice = (item: CatalogueItem): boolean =>
  item.deleted !== true &&
  item.type !== 'recipe' &&
  item.type !== 'part' &&
  typeof item.purchaseprice === 'number' &&
  Number.isFinite(item.purchaseprice);

/** The factor a change multiplies prices by: 1 + percent / 100; a fall of over 100% is refused. */
export const changeFactor = (change: PriceChange, at: number): number => {
  const percent = change.percent;
  if (typeof percent !== 'number' || !Number.isFinite(percent)) {
    throw fieldError('field-type', `changes.${at}.percent`, { expected: 'number' });
  }
  if (percent < -100)
    throw fieldError('field-too-small', `changes.${at}.percent`, { minimum: -100 });
  return 1 + percent / 100;
};

/**
 * Tells whether a change applies to an item (`hasPurchasePrice` items only): the foodkey, the
 * supplier text or the category compared as names are (case and spacing ignored). Name keys
 * are worked out once per text.
 */
export const changeMatcher = (): ((change: PriceChange, item: CatalogueItem) => boolean) => {
  const keys = new Map<string, string>();
  const keyOf = (text: unknown): string => {
    if (typeof text !== 'string') return '';
    let key = keys.get(text);
    if (key === undefined) {
      key = keyFromName(text);
      keys.set(text, key);
    }
    return key;
  };
  return (change, item) => {
    switch (change.scope) {
      case 'all':
        return true;
      case 'item':
        return item.foodkey === change.foodkey;
      case 'supplier': {
        const wanted = keyOf(change.supplier);
        return wanted !== '' && keyOf((item as { supplier?: unknown }).supplier) === wanted;
      }
      case 'category': {
        const wanted = keyOf(change.category);
        return wanted !== '' && keyOf((item as { category?: unknown }).category) === wanted;
      }
    }
  };
};

/**
 * The factor each item's purchase price is multiplied by (operations-model §8): the changes in
 * order, compounding on an item several of them match (+10% then +10% is x 1.21). Only items
 * with a purchase price (`hasPurchasePrice`) are changed.
 */
export const priceFactors = (
  items: ReadonlyMap<string, CatalogueItem>,
  changes: readonly PriceChange[],
): Map<string, number> => {
  const factors = new Map<string, number>();
  const matches = changeMatcher();
  let candidates: CatalogueItem[] | null = null;
  changes.forEach((change, at) => {
    const factor = changeFactor(change, at);
    if (change.scope === 'item') {
      const item = items.get(change.foodkey);
      if (item && hasPurchasePrice(item)) {
        factors.set(item.foodkey, (factors.get(item.foodkey) ?? 1) * factor);
      }
      return;
    }
    candidates ??= [...items.values()].filter(hasPurchasePrice);
    for (const item of candidates) {
      if (matches(change, item)) {
        factors.set(item.foodkey, (factors.get(item.foodkey) ?? 1) * factor);
      }
    }
  });
  return factors;
};
