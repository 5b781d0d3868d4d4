import { z } from 'zod';
import { issue, type DomainIssue } from '../errors';
import { issueOfZod } from '../zod-issue';
import type { WireIssue } from '../wire/api-error';
import { parseSyncRecord } from './parse-sync-record';
import { DEVICE_KINDS, isServerWrittenKind, SYNC_KINDS, type SyncKind } from './sync-kinds';

export {
  DEVICE_KINDS,
  isServerWrittenKind,
  SERVER_NODE,
  SERVER_WRITTEN_KINDS,
  SYNC_KINDS,
  type DeviceKind,
  type ServerWrittenKind,
  type SyncKind,
} from './sync-kinds';

/** Sync protocol version and the item schema version this code writes. */
export const SYNC_PROTOCOL = 1;
export const SYNC_SCHEMA_VERSION = 1;

/** Limits at the edge (sync-and-security-notes §3, item 11). */
export const MAX_MUTATIONS_PER_PUSH = 500;
export const MAX_DOCUMENT_BYTES = 256 * 1024;
/**
 * A stock count holds a line per counted item (operations-model §4): a walk-in count of a large
 * venue runs to thousands of lines, so its kind may be larger.
 */
export const MAX_STOCK_COUNT_BYTES = 1024 * 1024;
/**
 * What a device puts in one push, counted as the JSON of its documents: well inside the
 * server's push body limit (8 MB), so a push of many large records is sent in several rounds,
 * never refused whole.
 */
export const MAX_PUSH_DOCUMENT_BYTES = 4 * 1024 * 1024;

/** The largest document of a kind the server stores. */
export const maxDocumentBytes = (kind: SyncKind): number =>
  kind === 'stock-count' ? MAX_STOCK_COUNT_BYTES : MAX_DOCUMENT_BYTES;

/** The size a document is measured by (its JSON text). */
export const documentBytes = (doc: unknown): number => JSON.stringify(doc)?.length ?? 0;

/** The issue of a document larger than its kind allows, or null. */
export function documentSizeIssue(kind: SyncKind, doc: unknown): DomainIssue | null {
  const maximum = maxDocumentBytes(kind);
  if (documentBytes(doc) <= maximum) return null;
  return {
    ...issue('field-too-large', 'doc', `doc is larger than ${maximum} bytes`),
    params: { maximum },
  };
}
export const MAX_DOCUMENT_DEPTH = 32;
export const MAX_PULL_PAGE = 1000;

/** The largest generation a server stores (a 32-bit signed integer column). */
export const MAX_SYNC_GEN = 2 ** 31 - 1;

/** Control characters and unpaired surrogates: never in a key, never storable in a document. */
const UNSTORABLE = /[\p{Cc}\p{Cs}]/u;

const keySchema = z
  .string()
  .min(1)
  .max(200)
  .refine((key) => !UNSTORABLE.test(key), 'must not hold control characters');

const HLC_FORMAT = /^\d{15}-[0-9a-f]{4}-[A-Za-z0-9_-]{1,64}$/;

/** One pushed change, as checked on its own (a bad one is refused alone, in `results`). */
export const mutationSchema = z.object({
  mid: z.number().int().nonnegative(),
  kind: z.enum(SYNC_KINDS),
  key: keySchema,
  gen: z.number().int().nonnegative().max(MAX_SYNC_GEN),
  hlc: z.string().max(120).regex(HLC_FORMAT),
  doc: z.unknown().optional(),
  deleted: z.boolean().optional(),
});
export type Mutation = z.infer<typeof mutationSchema>;

/**
 * A push as checked at the edge: only its envelope (protocol, schema version, client id, at
 * most `MAX_MUTATIONS_PER_PUSH` mutations, each an object with its mutation id) can refuse the
 * whole push. Each mutation's fields are checked on their own by `checkMutation`.
 */
export const pushBodySchema = z.object({
  protocol: z.literal(SYNC_PROTOCOL),
  schemaVersion: z.number().int().positive(),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
  mutations: z
    .array(z.looseObject({ mid: z.number().int().nonnegative() }))
    .max(MAX_MUTATIONS_PER_PUSH),
});
export type PushEnvelope = z.infer<typeof pushBodySchema>;

/** A push as a device sends it. */
export interface PushBody {
  protocol: typeof SYNC_PROTOCOL;
  schemaVersion: number;
  clientId: string;
  mutations: Mutation[];
}

/** A pushed mutation after its own check: the mutation, or the issue that refuses it. */
export type CheckedMutation =
  { mid: number; ok: true; mutation: Mutation } | { mid: number; ok: false; issue: DomainIssue };

/**
 * Checks one pushed mutation on its own: its fields (a known kind that devices write; a key of
 * 1 to 200 characters without control characters; a generation from 0 below 2^31; a clock
 * stamp) and, unless it is a delete, its document (`checkSyncDocument`). A refused one
 * carries its first issue (reason, field path, parameters) and never refuses the others. A
 * kind only the server writes (an estimate's number, operations-model §6) is refused on
 * 'kind', delete or not.
 */
export function checkMutation(raw: { mid: number } & Record<string, unknown>): CheckedMutation {
  const parsed = mutationSchema.safeParse(raw);
  if (!parsed.success) {
    return { mid: raw.mid, ok: false, issue: issueOfZod(parsed.error.issues[0]!, raw) };
  }
  const mutation = parsed.data;
  if (isServerWrittenKind(mutation.kind)) {
    const refused: DomainIssue = {
      ...issue('field-choice', 'kind', `'${mutation.kind}' is written by the server only`),
      params: { choices: DEVICE_KINDS.join(', ') },
    };
    return { mid: raw.mid, ok: false, issue: refused };
  }
  const refused =
    mutation.deleted === true ? null : checkSyncDocument(mutation.kind, mutation.key, mutation.doc);
  return refused
    ? { mid: raw.mid, ok: false, issue: refused }
    : { mid: raw.mid, ok: true, mutation };
}

export type MutationStatus = 'applied' | 'superseded' | 'rejected';

export interface MutationResult {
  mid: number;
  status: MutationStatus;
  /** Why it was refused or skipped, for logs ('duplicate', 'clock-ahead', the issue's text). */
  reason?: string;
  /** A refused document's issue: reason code, field path, parameters. */
  issue?: WireIssue;
}

export interface PushResponse {
  ackMid: number;
  results: MutationResult[];
  serverTime: number;
  epoch: string;
}

export interface SyncRow {
  kind: SyncKind;
  key: string;
  gen: number;
  hlc: string;
  node: string;
  rev: number;
  deleted: boolean;
  doc: unknown;
}

export interface SyncCursor {
  epoch: string;
  rev: number;
}

export interface PullResponse {
  rows: SyncRow[];
  cursor: SyncCursor;
  hasMore: boolean;
  /** The client's cursor is from another epoch or ahead: re-push everything, pull from 0. */
  reset?: boolean;
}

export function formatCursor(cursor: SyncCursor): string {
  return `${cursor.epoch}:${cursor.rev}`;
}

export function parseCursor(text: string | undefined): SyncCursor | null {
  if (!text) return null;
  const match = /^([A-Za-z0-9]{1,64}):(\d{1,15})$/.exec(text);
  return match ? { epoch: match[1]!, rev: Number(match[2]) } : null;
}

function depthOf(value: unknown, limit: number, depth = 0): number {
  if (depth > limit || value === null || typeof value !== 'object') return depth;
  let max = depth;
  for (const child of Object.values(value as object)) {
    max = Math.max(max, depthOf(child, limit, depth + 1));
    if (max > limit) break;
  }
  return max;
}

/** NUL and unpaired surrogates: JSON may carry them, a database's text may not. */
const notInText = (text: string): boolean => text.includes('\u0000') || /\p{Cs}/u.test(text);

/**
 * The dot-separated path of the first string (or field name) in a document that no database
 * can store as text, or null when there is none. Called after the depth check.
 */
function unstorableTextAt(value: unknown, path: readonly string[]): string | null {
  if (typeof value === 'string') return notInText(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [name, child] of Object.entries(value as object)) {
    if (notInText(name)) return [...path, name].join('.');
    const found = unstorableTextAt(child, [...path, name]);
    if (found !== null) return found;
  }
  return null;
}

/** The key a document names itself by, for its kind. */
function keyOfDoc(kind: SyncKind, doc: Record<string, unknown>): unknown {
  return kind === 'item' ? doc.foodkey : doc.skey;
}

/**
 * Checks a pushed document: a known kind, within the size and depth caps, valid by its
 * record schema, and naming the key it is stored under. Returns the first issue (reason code,
 * field path, parameters) when refused, null when the document may be stored.
 */
export function checkSyncDocument(kind: string, key: string, doc: unknown): DomainIssue | null {
  if (!(SYNC_KINDS as readonly string[]).includes(kind)) {
    return issue('field-choice', 'kind', `unknown kind '${kind}'`);
  }
  const syncKind = kind as SyncKind;
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return issue('field-type', 'doc', 'doc must be an object');
  }
  const tooLarge = documentSizeIssue(syncKind, doc);
  if (tooLarge) return tooLarge;
  if (depthOf(doc, MAX_DOCUMENT_DEPTH) > MAX_DOCUMENT_DEPTH) {
    return {
      ...issue('field-too-large', 'doc', `doc is nested deeper than ${MAX_DOCUMENT_DEPTH}`),
      params: { depth: MAX_DOCUMENT_DEPTH },
    };
  }
  const unstorable = unstorableTextAt(doc, []);
  if (unstorable !== null) {
    return issue(
      'field-invalid',
      unstorable.slice(0, 200) || 'doc',
      'text holds a NUL or an unpaired surrogate',
    );
  }
  const result = parseSyncRecord(syncKind, doc);
  if (!result.ok) return result.error[0] ?? issue('record-invalid');
  if (keyOfDoc(syncKind, doc as Record<string, unknown>) !== key) {
    const field = syncKind === 'item' ? 'foodkey' : 'skey';
    return issue('field-invalid', field, `doc does not name the key '${key}'`);
  }
  return null;
}
