import { foodkeyOfImageKey } from './image-key';

/** Cached images are cleaned up only when more than this many keys exist (product spec §9). */
export const IMAGE_CLEANUP_THRESHOLD = 2000;

/**
 * The keys to remove in a local cleanup (product spec §5): nothing unless more than
 * IMAGE_CLEANUP_THRESHOLD keys exist; then every fcp_image_{foodkey} whose item is no longer
 * present. Keys of other kinds are never removed.
 */
export function imageKeysToRemove(
  storedKeys: readonly string[],
  liveFoodkeys: ReadonlySet<string>,
): string[] {
  if (storedKeys.length <= IMAGE_CLEANUP_THRESHOLD) return [];
  return storedKeys.filter((key) => {
    const foodkey = foodkeyOfImageKey(key);
    return foodkey !== null && !liveFoodkeys.has(foodkey);
  });
}
