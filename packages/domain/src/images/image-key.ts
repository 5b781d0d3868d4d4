/** Prefix of a cached ingredient thumbnail's key (product spec §3, "Local browser keys"). */
export const IMAGE_KEY_PREFIX = 'fcp_image_';

/** The key under which an item's thumbnail is cached: fcp_image_{foodkey}. */
export const imageKey = (foodkey: string): string => `${IMAGE_KEY_PREFIX}${foodkey}`;

/** The foodkey of a thumbnail key; null for a key that is not a thumbnail's. */
export function foodkeyOfImageKey(key: string): string | null {
  if (!key.startsWith(IMAGE_KEY_PREFIX)) return null;
  const foodkey = key.slice(IMAGE_KEY_PREFIX.length);
  return foodkey === '' ? null : foodkey;
}
