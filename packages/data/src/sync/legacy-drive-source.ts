import { legacyExportPath } from '@larder/domain';
import type { LegacyExportSource } from './legacy-import';

/** What the legacy sync needs of the drive client (`createGraphDrive`): a file's text. */
export interface LegacyDrive {
  /** The text of a file of the app folder; null when there is none. */
  download(path: string): Promise<string | null>;
}

/** A legacy export that is not JSON: the run fails and is tried again at the next sign-in. */
export class LegacyExportUnreadable extends Error {
  constructor(readonly venueId: string) {
    super(`uwp/${venueId}.json is not JSON`);
    this.name = 'LegacyExportUnreadable';
  }
}

/**
 * The legacy exports in the user's OneDrive app folder: `uwp/{venueId}.json`
 * (docs/legacy-export-format.md), read through the drive client and parsed; null when the
 * venue has none. The file is then checked by `planLegacyImport` like any untrusted input.
 */
export function driveLegacySource(drive: LegacyDrive): LegacyExportSource {
  return {
    async read(venueId) {
      const text = await drive.download(legacyExportPath(venueId));
      if (text === null) return null;
      try {
        return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
      } catch {
        throw new LegacyExportUnreadable(venueId);
      }
    },
  };
}
