import { keyFromName } from '../records/record-key';
import type { Supplier } from '../records/supplier';

/** An ingredient's supplier text refers to the supplier `skey` (case-insensitively, spec §3). */
export const refersToSupplier = (reference: string | null | undefined, skey: string): boolean =>
  typeof reference === 'string' &&
  reference.trim() !== '' &&
  keyFromName(reference) === keyFromName(skey);

/**
 * The text an ingredient stores to name the supplier: its display name when that matches the
 * key case-insensitively, else the key itself.
 */
export const supplierReference = (supplier: Pick<Supplier, 'skey' | 'name'>): string => {
  const name = supplier.name?.trim();
  return name && refersToSupplier(name, supplier.skey) ? name : supplier.skey;
};
