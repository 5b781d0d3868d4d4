import {
  MIRROR_FORMAT_VERSION,
  MIRROR_MANIFEST,
  mirrorFolder,
  mirrorManifestSchema,
  type MirrorFile,
  type MirrorManifest,
  type SyncCursor,
} from '@larder/domain';
import { sha256Hex } from '../images/sha256';
import type { VenueStore } from '../store/venue-store';
import { DriveError } from './drive-error';
import type { DriveItem, GraphDrive } from './graph-drive';
import { confirmedCursor, confirmedState, parseMirrorFileName } from './mirror-files';

export interface MirrorOptions {
  venueId: string;
  venueName: string;
  /** The time the manifest records (ISO 8601). */
  now: () => string;
}

/** What a mirror did. */
export type MirrorReport =
  /** The files and then the manifest were written at the cursor; older files deleted. */
  | { outcome: 'written'; cursor: SyncCursor; files: number; bytes: number; deleted: number }
  /** The drive already holds the venue at this cursor or a later one. */
  | { outcome: 'up-to-date'; cursor: SyncCursor }
  /** Another device wrote a manifest at this cursor or later meanwhile: its mirror stands. */
  | { outcome: 'superseded'; cursor: SyncCursor; deleted: number }
  /** Changes wait to be pushed: nothing is mirrored until the server confirmed them. */
  | { outcome: 'pending' }
  /** The venue was never pulled yet. */
  | { outcome: 'no-cursor' };

/** The manifest as read from the drive, with its eTag; null manifest when absent or unreadable. */
interface ReadManifest {
  manifest: MirrorManifest | null;
  eTag: string | undefined;
}

/**
 * Mirrors a venue to the user's OneDrive app folder (sync-and-security-notes §1.8, invariant
 * 9): once the outbox is empty after a sync, everything on the device is the server's state
 * at the pull cursor C. Each kind goes up as `{kind}.{C}.json`, then `manifest.json` is
 * written with If-Match on the eTag read (or only if absent), so a reader never sees a
 * manifest naming a file not complete. A 412 (or 409) means another device wrote it: read it
 * again; when it is at C or later its mirror stands, else write once more on the new eTag.
 * Files of older cursors are deleted only after the manifest is written. Every Graph failure
 * is thrown as a DriveError; the mirror is a derived copy and never changes the venue.
 */
export async function mirrorVenue(
  store: VenueStore,
  drive: GraphDrive,
  options: MirrorOptions,
): Promise<MirrorReport> {
  const folder = mirrorFolder(options.venueId);
  const manifestPath = `${folder}/${MIRROR_MANIFEST}`;
  // A first cheap look: the cursor, then the manifest; the records are read only when needed.
  const head = await confirmedCursor(store);
  if (head.status !== 'confirmed') return { outcome: head.status };
  let current = await readManifest(drive, manifestPath);
  if (covers(current.manifest, head.cursor)) return { outcome: 'up-to-date', cursor: head.cursor };
  const confirmed = await confirmedState(store, options.venueId);
  if (confirmed.status !== 'confirmed') return { outcome: confirmed.status };
  const { cursor } = confirmed;

  const files: MirrorFile[] = [];
  let bytes = 0;
  for (const file of confirmed.files) {
    const uploaded = await drive.upload(`${folder}/${file.name}`, file.text);
    const size = uploaded.size ?? new TextEncoder().encode(file.text).length;
    bytes += size;
    files.push({
      kind: file.kind,
      name: file.name,
      sha256: await sha256Hex(file.text),
      size,
      count: file.count,
    });
  }
  const manifest: MirrorManifest = {
    format: MIRROR_FORMAT_VERSION,
    venueId: options.venueId,
    venueName: options.venueName,
    epoch: cursor.epoch,
    cursor: cursor.rev,
    writtenAt: options.now(),
    files,
  };
  const text = JSON.stringify(manifest);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await drive.upload(
        manifestPath,
        text,
        current.eTag ? { ifMatch: current.eTag } : { conflict: 'fail' },
      );
      break;
    } catch (error) {
      const changed =
        error instanceof DriveError &&
        (error.kind.kind === 'precondition' || error.kind.kind === 'conflict');
      if (!changed || attempt > 0) throw error;
      current = await readManifest(drive, manifestPath);
      if (covers(current.manifest, cursor)) {
        const deleted = await deleteOldFiles(drive, folder, current.manifest!);
        return { outcome: 'superseded', cursor, deleted };
      }
    }
  }
  const deleted = await deleteOldFiles(drive, folder, manifest);
  return { outcome: 'written', cursor, files: files.length, bytes, deleted };
}

/** The drive is looked at again after this long even when the cursor did not move: 1 hour. */
export const MIRROR_RECHECK_MS = 60 * 60_000;

/**
 * `mirrorVenue` for the sync worker, which calls it after every cycle: while the pull cursor
 * has not moved since the last mirror that ended at it (written, up to date or superseded),
 * nothing is read and no Graph call is made, for up to `MIRROR_RECHECK_MS`; then the drive is
 * looked at again (a mirror removed by hand is written again).
 */
export function createVenueMirror(
  store: VenueStore,
  drive: GraphDrive,
  options: MirrorOptions & { clock?: () => number },
): () => Promise<MirrorReport> {
  const clock = options.clock ?? Date.now;
  let last: { epoch: string; rev: number; at: number } | null = null;
  return async () => {
    const head = await confirmedCursor(store);
    if (head.status !== 'confirmed') return { outcome: head.status };
    const { cursor } = head;
    const fresh = last !== null && clock() - last.at < MIRROR_RECHECK_MS;
    if (fresh && last!.epoch === cursor.epoch && last!.rev === cursor.rev) {
      return { outcome: 'up-to-date', cursor };
    }
    const report = await mirrorVenue(store, drive, options);
    last = 'cursor' in report ? { ...report.cursor, at: clock() } : null;
    return report;
  };
}

/** Whether a manifest holds the venue at `cursor` or later (same epoch). */
const covers = (manifest: MirrorManifest | null, cursor: SyncCursor): boolean =>
  manifest !== null && manifest.epoch === cursor.epoch && manifest.cursor >= cursor.rev;

async function readManifest(drive: GraphDrive, path: string): Promise<ReadManifest> {
  const item = await drive.item(path);
  if (!item) return { manifest: null, eTag: undefined };
  const text = await drive.download(path);
  return { manifest: parseManifest(text), eTag: item.eTag };
}

/** A manifest's text checked as untrusted input: the manifest, or null. */
export function parseManifest(text: string | null): MirrorManifest | null {
  if (text === null) return null;
  try {
    const parsed = mirrorManifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Deletes the mirror files the standing manifest does not name that are older than it (another
 * epoch, or an earlier revision): a file of a later cursor may belong to a device about to
 * write its manifest, and is left alone. A listing or delete that fails is left for the next
 * mirror: the manifest is written already.
 */
async function deleteOldFiles(
  drive: GraphDrive,
  folder: string,
  manifest: MirrorManifest,
): Promise<number> {
  const named = new Set(manifest.files.map((file) => file.name));
  let deleted = 0;
  let items: DriveItem[];
  try {
    items = await drive.children(folder);
  } catch (error) {
    // The manifest is written: the old files wait for the next mirror.
    if (error instanceof DriveError) return 0;
    throw error;
  }
  for (const item of items) {
    if (!item.file || named.has(item.name)) continue;
    const parsed = parseMirrorFileName(item.name);
    if (!parsed) continue;
    const older = parsed.cursor.epoch !== manifest.epoch || parsed.cursor.rev < manifest.cursor;
    if (!older) continue;
    try {
      await drive.remove(`${folder}/${item.name}`);
      deleted += 1;
    } catch (error) {
      if (!(error instanceof DriveError)) throw error;
    }
  }
  return deleted;
}
