/** Failures of the data layer, as codes; the app turns them into the spec's texts. */
export type DataErrorCode =
  | 'no-db-name'
  | 'record-invalid'
  /** A record of a kind only the server writes (an estimate's number) saved on the device. */
  | 'server-written'
  /**
   * A change that adds an ingredient or recipe past the free trial limit of a venue that is
   * not Pro (product spec §6); its issue has the reason `trial-limit` with the kind and limit.
   */
  | 'trial-limit'
  /**
   * A venue file that cannot be imported as a whole; its details are every problem found
   * (`VenueFileProblem`: entry, kind, row, key, field and reason), a newer format alone.
   */
  | 'venue-file-invalid'
  /** A venue file imported into a venue that already holds records: only a new venue is filled. */
  | 'venue-not-empty'
  | 'sync-failed'
  | 'unauthorized';

/** The spec's texts for the codes that have one (product spec §8). */
export const DATA_ERROR_TEXT: Partial<Record<DataErrorCode, string>> = {
  'no-db-name': 'no dbName!',
  'sync-failed': 'Sync incomplete!',
  unauthorized: 'Token failed',
};

export class DataError extends Error {
  constructor(
    readonly code: DataErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? DATA_ERROR_TEXT[code] ?? code);
    this.name = 'DataError';
  }
}
