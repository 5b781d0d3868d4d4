import type { SyncKind } from '../sync/sync-kinds';
import type { SyncCursor } from '../sync/sync-wire';

/**
 * Where and how a venue is mirrored in the user's OneDrive app folder
 * (sync-and-security-notes §1.8, §2): one folder per venue, one file per synced kind and
 * server cursor, and the manifest that commits them.
 */

/** The version of the mirror's file layout and manifest. */
export const MIRROR_FORMAT_VERSION = 1;

/** The folder of every mirrored venue, under the app folder. */
export const MIRROR_ROOT = 'venues';

/** The manifest's file name: the mirror's commit point, written last. */
export const MIRROR_MANIFEST = 'manifest.json';

/** A venue's folder under the app folder: `venues/{venueId}`. */
export const mirrorFolder = (venueId: string): string => `${MIRROR_ROOT}/${venueId}`;

/**
 * A kind's file at a server cursor: `{kind}.{cursor}.json`, the cursor written `{epoch}-{rev}`
 * (OneDrive refuses a `:` in a name; an epoch is letters and digits only).
 */
export const mirrorFileName = (kind: SyncKind, cursor: SyncCursor): string =>
  `${kind}.${cursor.epoch}-${cursor.rev}.json`;

/** Files up to this size go up in one request; larger ones through an upload session. */
export const SIMPLE_UPLOAD_LIMIT = 4 * 1024 * 1024;

/** Every upload session fragment but the last is a multiple of this (Graph: 320 KiB). */
export const UPLOAD_FRAGMENT_UNIT = 320 * 1024;

/** Graph refuses fragments of 60 MiB or more. */
export const UPLOAD_FRAGMENT_LIMIT = 60 * 1024 * 1024;

/** The fragment size of our upload sessions: 10 × 320 KiB (3.125 MiB). */
export const UPLOAD_FRAGMENT_BYTES = 10 * UPLOAD_FRAGMENT_UNIT;
