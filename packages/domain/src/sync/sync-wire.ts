import { z } from 'zod';
import { issue, type DomainIssue } from '../errors';
import type { WireIssue } from '../wire/api-error';
import { parseItem, parseRecord } from '../records/parse-record';
import { settingsRecordSchema } from '../records/settings';
import { supplierSchema } from '../records/supplier';
import { menuSchema } from '../records/menu';

/** Sync protocol version and the item schema version this code writes. */
export const SYNC_PROTOCOL = 1;
export const SYNC_SCHEMA_VERSION = 1;

/** Limits at the edge (sync-and-security-notes §3, item 11). */
export const MAX_MUTATIONS_PER_PUSH = 500;
export const MAX_DOCUMENT_BYTES = 256 * 1024;
export const MAX_DOCUMENT_DEPTH = 32;
export const MAX_PULL_PAGE = 1000;

/** What a venue syncs: master items (MASTER), suppliers, settings records and menus. */
export const SYNC_KINDS = ['item', 'supplier', 'settings', 'menu'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

const keySchema = z
  .string()
  .min(1)
  .max(200)
  .refine(
    (key) => ![...key].some((c) => c.charCodeAt(0) < 0x20),
    'must not hold control characters',
  );

export const mutationSchema = z.object({
  mid: z.number().int().nonnegative(),
  kind: z.string(),
  key: keySchema,
  gen: z.number().int().nonnegative(),
  hlc: z.string().max(120),
  doc: z.unknown().optional(),
  deleted: z.boolean().optional(),
});
export type Mutation = z.infer<typeof mutationSchema>;

export const pushBodySchema = z.object({
  protocol: z.literal(SYNC_PROTOCOL),
  schemaVersion: z.number().int().positive(),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
  mutations: z.array(mutationSchema).max(MAX_MUTATIONS_PER_PUSH),
});
export type PushBody = z.infer<typeof pushBodySchema>;

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
  const size = JSON.stringify(doc).length;
  if (size > MAX_DOCUMENT_BYTES) {
    return {
      ...issue('field-too-large', 'doc', `doc is larger than ${MAX_DOCUMENT_BYTES} bytes`),
      params: { maximum: MAX_DOCUMENT_BYTES },
    };
  }
  if (depthOf(doc, MAX_DOCUMENT_DEPTH) > MAX_DOCUMENT_DEPTH) {
    return {
      ...issue('field-too-large', 'doc', `doc is nested deeper than ${MAX_DOCUMENT_DEPTH}`),
      params: { depth: MAX_DOCUMENT_DEPTH },
    };
  }
  const result =
    syncKind === 'item'
      ? parseItem(doc)
      : parseRecord(
          syncKind === 'supplier'
            ? supplierSchema
            : syncKind === 'menu'
              ? menuSchema
              : settingsRecordSchema,
          doc,
        );
  if (!result.ok) return result.error[0] ?? issue('record-invalid');
  if (keyOfDoc(syncKind, doc as Record<string, unknown>) !== key) {
    const field = syncKind === 'item' ? 'foodkey' : 'skey';
    return issue('field-invalid', field, `doc does not name the key '${key}'`);
  }
  return null;
}
