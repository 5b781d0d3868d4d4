/**
 * The key of a record made from its name (product spec §3): an ingredient's, recipe's or
 * packaging item's foodkey, a supplier's or menu's skey, a part item's foodkey. The name,
 * trimmed and upper-cased: 'Plain flour ' and 'plain flour' are the same item, PLAIN FLOUR.
 * Every place that makes a key from a name calls this.
 */
export const keyFromName = (name: string): string => name.trim().toUpperCase();
