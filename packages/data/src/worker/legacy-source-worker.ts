import { createGraphDrive } from '../drive/graph-drive';
import { driveLegacySource } from '../sync/legacy-drive-source';
import type { LegacyExportSource } from '../sync/legacy-import';

/**
 * The sync worker's legacy exports: the user's OneDrive app folder through the Graph client,
 * over the drive token the page lends (`getDriveToken`), when the server has a drive
 * (`config.drive`); none otherwise (the legacy sync then waits for a drive).
 */
export function workerLegacySource(
  config: { drive?: { graphUrl: string } },
  callbacks: { getDriveToken?(): Promise<string | undefined> },
): LegacyExportSource | null {
  if (!config.drive || !callbacks.getDriveToken) return null;
  return driveLegacySource(
    createGraphDrive({
      graphUrl: config.drive.graphUrl,
      token: () => callbacks.getDriveToken!(),
    }),
  );
}
