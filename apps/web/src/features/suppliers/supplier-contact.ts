import type { Supplier } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** The contact fields the supplier form edits, in the order shown. */
export const CONTACT_FIELDS = [
  'contact',
  'phone',
  'email',
  'website',
  'address',
  'orderdays',
  'note',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A contact field's label in the interface language ('Contact person'). */
export const contactLabel = (field: ContactField): string => i18n.t(`suppliers:fields.${field}`);

/** Fields of the record that are not contact details. */
const NOT_CONTACT = new Set([
  'skey',
  'type',
  'name',
  'ingredients',
  'deleted',
  'timestamp',
  'sync',
]);

export interface ContactEntry {
  field: string;
  label: string;
  value: string;
}

const shown = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
};

/**
 * The contact details the record has: the known fields first, in order, then any other text
 * or number field it carries (records from older versions), labelled by their field name.
 */
export function contactEntries(supplier: Supplier): ContactEntry[] {
  const record = supplier as Record<string, unknown>;
  const entries: ContactEntry[] = [];
  for (const field of CONTACT_FIELDS) {
    const value = shown(record[field]);
    if (value !== null) entries.push({ field, label: contactLabel(field), value });
  }
  const known = new Set<string>(CONTACT_FIELDS);
  for (const [field, raw] of Object.entries(record)) {
    if (known.has(field) || NOT_CONTACT.has(field)) continue;
    const value = shown(raw);
    if (value !== null) entries.push({ field, label: field, value });
  }
  return entries;
}

/** A link for a contact value: mailto for e-mail, tel for phone, the web address; else null. */
export function contactHref(field: string, value: string): string | null {
  if (field === 'email') return `mailto:${value}`;
  if (field === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (field === 'website') return /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return null;
}
