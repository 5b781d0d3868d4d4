import { cleanName } from './clean-name';

/**
 * The key of a record made from its name (product spec §3): an ingredient's, recipe's or
 * packaging item's foodkey, a supplier's or menu's skey, a part item's foodkey. The name,
 * cleaned (`cleanName`: no control characters, single spaces, trimmed) and upper-cased:
 * 'Plain flour ' and 'plain\tflour' are the same item, PLAIN FLOUR. Every place that makes a
 * key from a name calls this, so no key holds a control character.
 */
export const keyFromName = (name: string): string => cleanName(name).toUpperCase();
