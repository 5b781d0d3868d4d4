import { z } from 'zod';
import { text, timestamp } from '../records/fields';

/**
 * The lists of a legacy Windows-app ("UWP") export and the record kind each becomes
 * (docs/legacy-export-format.md): master items (ingredients, recipes, packaging items),
 * suppliers, menus and settings records.
 */
export const LEGACY_LISTS = {
  ingredients: 'item',
  recipes: 'item',
  packaging: 'item',
  suppliers: 'supplier',
  menus: 'menu',
  settings: 'settings',
} as const;

export type LegacyList = keyof typeof LEGACY_LISTS;
export type LegacyKind = (typeof LEGACY_LISTS)[LegacyList];

/** The lists in the order they are read and written. */
export const LEGACY_LIST_ORDER = Object.keys(LEGACY_LISTS) as LegacyList[];

/** The folder of the app folder the Windows app wrote its exports to, one file per venue. */
export const LEGACY_EXPORT_FOLDER = 'uwp';

/** The path of a venue's export in the app folder: `uwp/{venueId}.json`. */
export const legacyExportPath = (venueId: string): string =>
  `${LEGACY_EXPORT_FOLDER}/${venueId}.json`;

/** A list of entries, each read on its own: one that cannot be read does not sink the rest. */
const entries = z.array(z.unknown()).nullish();

/**
 * The envelope of a legacy export. Only its shape is checked here; each entry is checked with
 * its kind's record schema when planned (`planLegacyImport`). Unknown fields are kept.
 */
export const legacyExportSchema = z.looseObject({
  exportVersion: z.union([z.number(), z.string()]).nullish(),
  appVersion: text,
  venueId: z.union([z.string(), z.number()]).nullish(),
  venue_name: text,
  exportedAt: timestamp,
  ingredients: entries,
  recipes: entries,
  packaging: entries,
  suppliers: entries,
  menus: entries,
  /** Settings records keyed by skey (PROFILE, IC, RC, SA), as the venue's settings hold them. */
  settings: z.record(z.string(), z.unknown()).nullish(),
});

export type LegacyExport = z.infer<typeof legacyExportSchema>;
