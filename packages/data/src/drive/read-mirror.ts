import {
  DEVICE_KINDS,
  documentSizeIssue,
  MIRROR_MANIFEST,
  MIRROR_ROOT,
  mirrorFolder,
  parseSyncRecord,
  type DeviceKind,
  type DomainIssue,
  type MirrorManifest,
} from '@larder/domain';
import { sha256Hex } from '../images/sha256';
import { keyOf } from '../store/record-doc';
import type { GraphDrive } from './graph-drive';
import { parseManifest } from './mirror-venue';

/** A record read back from a mirror, checked with its kind's schema. */
export interface MirroredRecord {
  kind: DeviceKind;
  record: Record<string, unknown>;
}

/** Something of a mirror that could not be used, and why; the rest is still restored. */
export interface MirrorProblem {
  /** The file's name. */
  file: string;
  reason: 'missing' | 'checksum' | 'unreadable' | 'record-invalid' | 'kind';
  /** The record's position in its file and its key, for a record refused. */
  index?: number;
  key?: string;
  issues?: DomainIssue[];
}

export interface MirrorContents {
  manifest: MirrorManifest;
  records: MirroredRecord[];
  /** Every file or record left out, each with its reason. */
  problems: MirrorProblem[];
}

/** A mirror that cannot be read at all: no manifest, or one that is not valid. */
export class MirrorReadError extends Error {
  constructor(readonly reason: 'no-manifest' | 'manifest-invalid') {
    super(reason === 'no-manifest' ? 'No mirror of this venue' : 'The mirror manifest is invalid');
    this.name = 'MirrorReadError';
  }
}

/**
 * Reads a venue's mirror for a restore (sync-and-security-notes §1.8), as untrusted input: the
 * manifest is checked with its schema; each file named in it must have the manifest's SHA-256
 * and be a file of its kind; each record is checked with its kind's schema and size. Whatever
 * fails is reported in `problems` (with the file, and the record's place and issues), never
 * dropped silently; the records that pass are returned. Graph failures throw DriveError.
 */
export async function readMirror(drive: GraphDrive, venueId: string): Promise<MirrorContents> {
  const folder = mirrorFolder(venueId);
  const text = await drive.download(`${folder}/${MIRROR_MANIFEST}`);
  if (text === null) throw new MirrorReadError('no-manifest');
  const manifest = parseManifest(text);
  // A manifest naming another venue than its folder is not this venue's.
  if (!manifest || manifest.venueId !== venueId) throw new MirrorReadError('manifest-invalid');
  const records: MirroredRecord[] = [];
  const problems: MirrorProblem[] = [];
  for (const file of manifest.files) {
    const body = await drive.download(`${folder}/${file.name}`);
    if (body === null) {
      problems.push({ file: file.name, reason: 'missing' });
      continue;
    }
    if ((await sha256Hex(body)) !== file.sha256) {
      problems.push({ file: file.name, reason: 'checksum' });
      continue;
    }
    const list = recordsOf(body, file.kind);
    if (list === 'unreadable' || list === 'kind') {
      problems.push({ file: file.name, reason: list });
      continue;
    }
    list.forEach((doc, index) => {
      const kind = file.kind as DeviceKind;
      const size = documentSizeIssue(kind, doc);
      const parsed = size ? null : parseSyncRecord(kind, doc);
      if (parsed?.ok) {
        records.push({ kind, record: parsed.value });
        return;
      }
      const key = doc && typeof doc === 'object' ? keyOf(kind, doc as Record<string, unknown>) : '';
      problems.push({
        file: file.name,
        reason: 'record-invalid',
        index,
        ...(key ? { key } : {}),
        issues: size ? [size] : parsed && !parsed.ok ? parsed.error : [],
      });
    });
  }
  return { manifest, records, problems };
}

/** The records of a kind's file, or why it cannot be used. */
function recordsOf(text: string, kind: string): unknown[] | 'unreadable' | 'kind' {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'unreadable';
  }
  if (!body || typeof body !== 'object') return 'unreadable';
  const { kind: fileKind, records } = body as { kind?: unknown; records?: unknown };
  if (!Array.isArray(records)) return 'unreadable';
  if (fileKind !== kind || !(DEVICE_KINDS as readonly string[]).includes(kind)) return 'kind';
  return records;
}

/**
 * The venues mirrored in the app folder: the valid manifest of each folder under `venues/`,
 * by venue name. A folder without a valid manifest is passed to `onUnreadable`.
 */
export async function listMirroredVenues(
  drive: GraphDrive,
  onUnreadable?: (folder: string) => void,
): Promise<MirrorManifest[]> {
  const manifests: MirrorManifest[] = [];
  for (const item of await drive.children(MIRROR_ROOT)) {
    if (!item.folder) continue;
    const manifest = parseManifest(
      await drive.download(`${MIRROR_ROOT}/${item.name}/${MIRROR_MANIFEST}`),
    );
    if (manifest && manifest.venueId === item.name) manifests.push(manifest);
    else onUnreadable?.(item.name);
  }
  return manifests.sort((a, b) => a.venueName.localeCompare(b.venueName));
}
