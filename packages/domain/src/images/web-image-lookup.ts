import { isIngredient, type CatalogueItem } from '../records/item';

/**
 * The delay between two web image lookups (product spec §9: random 30 to 90 s), so a venue's
 * ingredients are looked up one at a time and the search provider is never hurried.
 */
export const WEB_IMAGE_LOOKUP_MIN_DELAY_MS = 30_000;
export const WEB_IMAGE_LOOKUP_MAX_DELAY_MS = 90_000;

/**
 * The wait before the next lookup: 30 to 90 s, spread evenly by `random` (a number in [0, 1),
 * such as Math.random; passed in, as the domain has no randomness of its own).
 */
export function webImageLookupDelay(random: () => number): number {
  const drawn = random();
  const r = Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 1) : 0;
  const span = WEB_IMAGE_LOOKUP_MAX_DELAY_MS - WEB_IMAGE_LOOKUP_MIN_DELAY_MS;
  return Math.round(WEB_IMAGE_LOOKUP_MIN_DELAY_MS + r * span);
}

/**
 * The ingredients to look a picture up for (product spec §4, "then fetch web images"): live
 * ingredients with a name and no image, not looked up already (`lookedUp`: foodkeys that have
 * suggestions, or were searched or dismissed), in foodkey order.
 */
export function ingredientsToLookUp(
  items: Iterable<CatalogueItem>,
  lookedUp: ReadonlySet<string>,
): { foodkey: string; name: string }[] {
  const found: { foodkey: string; name: string }[] = [];
  for (const item of items) {
    if (!isIngredient(item) || item.deleted === true) continue;
    if (typeof item.image === 'string' && item.image !== '') continue;
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    if (name === '' || lookedUp.has(item.foodkey)) continue;
    found.push({ foodkey: item.foodkey, name });
  }
  return found.sort((a, b) => (a.foodkey < b.foodkey ? -1 : a.foodkey > b.foodkey ? 1 : 0));
}
