import {
  DRIVE_STATUS_TEXT,
  type CatalogueItem,
  type DriveStatus,
  type SyncKind,
} from '@larder/domain';
import type { StoredRecord } from '../db/venue-db';

/** Progress of a sync, as events; the status bar shows their texts (product spec §8). */
export type SyncProgress =
  | { type: 'start'; userId: string; mode: 'changes' | 'full'; venueName: string }
  | { type: 'record'; userId: string; label: RecordLabel; name: string }
  | { type: 'updated'; userId: string; label: 'Recipe' | 'Ingredient'; name: string }
  | { type: 'done'; userId: string }
  | { type: 'error'; userId: string; venueId: string; current: boolean }
  /** The published venue sync built the venue's public page again. */
  | { type: 'site'; userId: string }
  /** The published venue sync failed (VenueSiteContainerSyncError). */
  | { type: 'site-error'; userId: string }
  /** The patch update of the first cycle (product spec §4, §7): started, done, failed. */
  | { type: 'patch'; userId: string; status: 'start' | 'done' | 'error'; updated?: number }
  /**
   * The legacy Windows-app sync of a venue (product spec §4, §7): started, done (with the
   * entries that could not be read), no export found for it, failed.
   */
  | {
      type: 'legacy';
      userId: string;
      status: 'start' | 'done' | 'missing' | 'error';
      venueName: string;
      unreadable?: number;
    }
  /**
   * The drive mirror failed (product spec §8): the drive is full, throttled, down, or a Graph
   * token needs the user; once per episode, not every cycle.
   */
  | { type: 'drive'; userId: string; status: DriveStatus };

export type RecordLabel = 'Recipe' | 'Ingredient' | 'Packaging Item' | 'Supplier';

/** The label of a synced record: 'Recipe', 'Ingredient', 'Packaging Item' or 'Supplier'. */
export function recordLabel(kind: SyncKind, record: StoredRecord): RecordLabel | null {
  if (kind === 'supplier') return 'Supplier';
  if (kind !== 'item') return null;
  if (record.type === 'recipe') return 'Recipe';
  if (record.type === 'packaging') return 'Packaging Item';
  return 'Ingredient';
}

/**
 * The 'updated' events for items recomputed after a sync brought records they depend on:
 * 'Recipe - {name} updated', 'Ingredient - {name} updated' (parts); packaging items have none.
 */
export function updatedEvents(userId: string, items: readonly CatalogueItem[]): SyncProgress[] {
  return items.flatMap((item): SyncProgress[] => {
    if (item.type === 'packaging') return [];
    const label = item.type === 'recipe' ? 'Recipe' : 'Ingredient';
    return [{ type: 'updated', userId, label, name: item.name ?? item.foodkey }];
  });
}

/**
 * The spec's text of a progress event, or null when it shows nothing. Progress for another
 * user than the signed-in one is ignored.
 */
export function progressText(event: SyncProgress, currentUserId: string): string | null {
  if (event.userId !== currentUserId) return null;
  switch (event.type) {
    case 'start':
      return event.mode === 'changes'
        ? 'Syncing recent changes...'
        : `Syncing... (${event.venueName})`;
    case 'record':
      return `Synced ${event.label}: ${event.name}`;
    case 'updated':
      return `${event.label} - ${event.name} updated`;
    case 'error':
      return event.current ? 'Sync incomplete!' : null;
    case 'site':
      return 'Website data updated with recent changes.';
    case 'site-error':
      return 'Error updating website data!';
    case 'patch':
      return PATCH_TEXTS[event.status];
    case 'drive':
      return DRIVE_STATUS_TEXT[event.status];
    case 'legacy':
      return legacyText(event);
    case 'done':
      return null;
  }
}

/** The patch update's texts (product spec §7 "patch update: progress messages"). */
export const PATCH_TEXTS = {
  start: 'Updating venue data...',
  done: 'Venue data updated.',
  error: 'Venue data update incomplete!',
} as const;

/**
 * The legacy Windows-app sync's texts (product spec §7): 'Syncing Windows app data...
 * ({name})', 'Windows app data synced: {name}' (with how many entries could not be read),
 * 'Windows app data sync incomplete! ({name})'. A venue without an export shows nothing.
 */
function legacyText(event: Extract<SyncProgress, { type: 'legacy' }>): string | null {
  switch (event.status) {
    case 'start':
      return `Syncing Windows app data... (${event.venueName})`;
    case 'done': {
      const n = event.unreadable ?? 0;
      const unread = n === 0 ? '' : ` (${n} ${n === 1 ? 'entry' : 'entries'} could not be read)`;
      return `Windows app data synced: ${event.venueName}${unread}`;
    }
    case 'missing':
      return null;
    case 'error':
      return `Windows app data sync incomplete! (${event.venueName})`;
  }
}
