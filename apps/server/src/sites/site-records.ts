import { and, eq, inArray } from 'drizzle-orm';
import {
  parseSyncRecord,
  type CatalogueItem,
  type Menu,
  type PricingProfile,
  type SyncKind,
  type UnitOverrides,
} from '@larder/domain';
import type { Db } from '../db/database.js';
import { items, users, venues } from '../db/schema.js';

/** What a venue's public page is built from: the records the server holds, as synced. */
export interface SiteRecords {
  venueName: string;
  items: CatalogueItem[];
  menus: Menu[];
  profile: PricingProfile | null;
  /** The owner's unit sizes (cupML, ozG, ...), as the app computes with them. */
  units: UnitOverrides | undefined;
}

const SITE_KINDS: SyncKind[] = ['item', 'menu', 'settings'];

/**
 * The venue's live master items, menus and PROFILE record, and its owner's unit sizes. Each
 * document is checked with its kind's domain schema (as a push is); one that fails is left out
 * rather than shown half-understood.
 */
export async function loadSiteRecords(db: Db, venueId: string): Promise<SiteRecords> {
  const [venue] = await db
    .select({ name: venues.name, data: users.data })
    .from(venues)
    .innerJoin(users, eq(users.id, venues.ownerId))
    .where(eq(venues.id, venueId));
  const rows = await db
    .select({ kind: items.kind, key: items.key, doc: items.doc })
    .from(items)
    .where(
      and(eq(items.venueId, venueId), inArray(items.kind, SITE_KINDS), eq(items.deleted, false)),
    );
  const records: SiteRecords = {
    venueName: venue?.name ?? '',
    items: [],
    menus: [],
    profile: null,
    units: (venue?.data ?? undefined) as UnitOverrides | undefined,
  };
  for (const row of rows) {
    const kind = row.kind as SyncKind;
    if (kind === 'settings' && row.key !== 'PROFILE') continue;
    const parsed = parseSyncRecord(kind, row.doc);
    if (!parsed.ok) continue;
    if (kind === 'item') {
      const item = parsed.value as CatalogueItem;
      if (item.deleted !== true) records.items.push(item);
    } else if (kind === 'menu') records.menus.push(parsed.value as Menu);
    else records.profile = parsed.value as PricingProfile;
  }
  return records;
}
