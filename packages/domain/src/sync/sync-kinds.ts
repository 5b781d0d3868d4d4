/**
 * What a venue syncs (sync-and-security-notes §1, operations-model §2, §4-§7): master items
 * (MASTER), suppliers, settings records, menus, events, estimates, estimate numbers, saved prep
 * lists, prep list ticks, stock counts and sales counts.
 */
export const SYNC_KINDS = [
  'item',
  'supplier',
  'settings',
  'menu',
  'event',
  'estimate',
  'estimate-number',
  'prep-list',
  'prep-tick',
  'stock-count',
  'sales-count',
] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/**
 * The kinds only the server writes (operations-model §6: an estimate's number is given when
 * the server first stores it, so two devices offline never give the same one). A device never
 * saves or pushes them; they reach it by pull.
 */
export const SERVER_WRITTEN_KINDS = ['estimate-number'] as const satisfies readonly SyncKind[];
export type ServerWrittenKind = (typeof SERVER_WRITTEN_KINDS)[number];

/**
 * The node of the stamps the server makes on the records it writes. A device's client id has
 * 8 to 64 characters, so no device has this one.
 */
export const SERVER_NODE = 'server';

/** The kinds a device writes and pushes. */
export type DeviceKind = Exclude<SyncKind, ServerWrittenKind>;

/** True for a kind only the server writes. */
export const isServerWrittenKind = (kind: string): kind is ServerWrittenKind =>
  (SERVER_WRITTEN_KINDS as readonly string[]).includes(kind);

/** The kinds a device writes and pushes, in `SYNC_KINDS` order. */
export const DEVICE_KINDS: readonly DeviceKind[] = SYNC_KINDS.filter(
  (kind): kind is DeviceKind => !isServerWrittenKind(kind),
);
