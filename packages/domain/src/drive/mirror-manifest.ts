import { z } from 'zod';
import { SYNC_KINDS } from '../sync/sync-kinds';
import { MIRROR_FORMAT_VERSION } from './mirror-names';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** One mirrored file: the kind it holds, its name, its SHA-256 (hex), bytes and records. */
export const mirrorFileSchema = z.object({
  kind: z.enum(SYNC_KINDS),
  name: z.string().min(1).max(200),
  sha256: z.string().regex(SHA256_HEX),
  size: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
});
export type MirrorFile = z.infer<typeof mirrorFileSchema>;

/**
 * A venue mirror's manifest (sync-and-security-notes §1.8): the server epoch and cursor the
 * files were confirmed at, when it was written (passed in: the domain has no clock), and
 * every file with its checksum. It is written last, so it never names a file not complete.
 * Read back from the drive it is untrusted input: parse it with this schema.
 */
export const mirrorManifestSchema = z.object({
  format: z.literal(MIRROR_FORMAT_VERSION),
  venueId: z.string().min(1).max(200),
  venueName: z.string().max(500),
  epoch: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  /** The server revision of the venue the files hold everything up to (within `epoch`). */
  cursor: z.number().int().nonnegative(),
  writtenAt: z.iso.datetime({ offset: true }),
  files: z.array(mirrorFileSchema).max(SYNC_KINDS.length),
});
export type MirrorManifest = z.infer<typeof mirrorManifestSchema>;
