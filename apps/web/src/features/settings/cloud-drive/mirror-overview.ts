import { createGraphDrive, listMirroredVenues, type GraphDrive } from '@larder/data';
import type { MirrorManifest } from '@larder/domain';
import type { DriveAccess } from '../../../state/drive-access';

/** The Graph client of the signed-in user's drive, with the page's drive token. */
export function openMirrorDrive(access: DriveAccess): GraphDrive {
  return createGraphDrive({ graphUrl: access.graphUrl, token: () => access.getDriveToken() });
}

/** What the drive holds: every mirrored venue, this venue's manifest, unreadable folders. */
export interface MirrorOverview {
  venues: MirrorManifest[];
  /** The open venue's manifest; null when it is not mirrored yet. */
  current: MirrorManifest | null;
  /** Folders under venues/ without a valid manifest. */
  unreadable: string[];
}

export async function loadMirrorOverview(
  drive: GraphDrive,
  venueId: string | null,
): Promise<MirrorOverview> {
  const unreadable: string[] = [];
  const venues = await listMirroredVenues(drive, (folder) => unreadable.push(folder));
  const current = venues.find((manifest) => manifest.venueId === venueId) ?? null;
  return { venues, current, unreadable };
}
