import {
  cleanName,
  documentSizeIssue,
  entryName,
  isServerWrittenKind,
  parseItem,
  parseSyncRecord,
  propagateMany,
  recalculateAll,
  renameAt,
  renameInItems,
  withEntries,
  withPriceHistory,
  type CatalogueItem,
  type DependencyIndex,
  type DomainIssue,
  type SyncKind,
  type UnitsInput,
} from '@larder/domain';
import { DataError } from '../errors/data-error';
import { STORES, type StoredRecord } from '../db/venue-db';
import type { Change, KindRecord, LocalChange } from './change';
import { keyOf } from './record-doc';
import { sameFigures } from './same-figures';

/** A record this device is about to write (stamped by the change log in the transaction). */
export interface PlannedWrite {
  kind: SyncKind;
  key: string;
  record: StoredRecord;
  deleted: boolean;
}

/** What a local change writes: the records in order, and the master items among them. */
export interface LocalPlan {
  writes: PlannedWrite[];
  /** The master items written: the saved ones first, in the order given, then dependents. */
  items: CatalogueItem[];
  /** How many of `items` are saved ones (the rest were re-costed). */
  saved: number;
  /**
   * The items the saved ones re-cost are not planned yet: `planRecosted` gives them, once the
   * saved items are in the catalogue (see `PlanOptions.recostLater`).
   */
  recostLater?: true;
}

/** How a local change is planned. */
export interface PlanOptions {
  /**
   * A save of items is planned with the saved items' own figures only, and the items they
   * re-cost are left to `planRecosted` (a page draws the saved item first and re-costs what
   * uses it after the paint). A save that deletes an item is planned whole.
   */
  recostLater?: boolean;
}

/** What planning needs of the open venue. */
export interface PlanContext {
  items: ReadonlyMap<string, CatalogueItem>;
  index: DependencyIndex | null;
  units: UnitsInput | undefined;
  /** The write's time (ms): records carry it as their timestamp. */
  now: number;
}

/**
 * Turns a local change into the records it writes, without writing anything: the name of
 * every saved item, supplier, menu, event, prep list, stock count and sales count and the title
 * of every estimate cleaned (`cleanName`), every record validated with the
 * domain schema of its kind (nothing is planned unless all are valid), the
 * domain's price history rule applied to every saved item, and one propagation over the changed items (costing-model §3, §6).
 * A dependent whose figures came out as they were is not written.
 */
export function planLocal(
  change: LocalChange,
  context: PlanContext,
  options: PlanOptions = {},
): LocalPlan {
  switch (change.type) {
    case 'save':
      return planSave(change.items, change.records, context, options.recostLater === true);
    case 'delete': {
      const item = context.items.get(change.foodkey);
      return item
        ? planSave([{ ...item, deleted: true }], [], context)
        : { writes: [], items: [], saved: 0 };
    }
    case 'rename':
      return planRename(change, context);
    case 'recompute':
      return planRecompute(change.keys, context);
    case 'recalculate':
      return planRecalculate(change.units ?? context.units, context);
  }
}

function planSave(
  inputs: readonly unknown[],
  others: readonly KindRecord[],
  context: PlanContext,
  recostLater = false,
): LocalPlan {
  const parsed: CatalogueItem[] = [];
  const issues: (DomainIssue & { index: number })[] = [];
  inputs.forEach((input, index) => {
    const result = parseItem(withCleanName(input));
    if (result.ok) parsed.push(result.value);
    else for (const issue of result.error) issues.push({ index, ...issue });
  });
  if (issues.length > 0) {
    const [first] = issues;
    const where = inputs.length > 1 && first ? `row ${first.index + 1}: ` : '';
    throw new DataError('record-invalid', first && `${where}${first.message}`, issues);
  }
  const records = others
    .map((r) => ({ ...r, record: withCleanName(r.record, NAME_FIELDS[r.kind]) }))
    .map(checkRecord);
  const keys = parsed.map((item) => item.foodkey);
  if (new Set(keys).size !== keys.length) {
    throw new DataError('record-invalid', 'foodkey: the same item is saved twice', [
      { reason: 'name-taken', path: 'foodkey', message: 'foodkey: the same item is saved twice' },
    ]);
  }
  // The price history rule (product spec §4) compares each item with the one it replaces.
  const at = new Date(context.now).toISOString();
  const ruled = parsed.map((item) =>
    withPriceHistory(item, context.items.get(item.foodkey), at, context.units),
  );
  const later = recostLater && ruled.length > 0 && ruled.every((item) => item.deleted !== true);
  const changed =
    ruled.length > 0
      ? propagateMany(ruled, context.items, context.units, {
          ...(context.index ? { index: context.index } : {}),
          ...(later ? { changedOnly: true } : {}),
        })
      : [];
  const order = new Map(keys.map((key, i) => [key, i]));
  const saved = changed
    .filter((item) => order.has(item.foodkey))
    .sort((a, b) => order.get(a.foodkey)! - order.get(b.foodkey)!);
  const dependents = byKey(
    recostedOnly(
      changed.filter((item) => !order.has(item.foodkey)),
      context.items,
    ),
  );
  const items = [...saved, ...dependents];
  return {
    writes: [
      ...records.map((r) => planned(r.kind, r.record, context.now)),
      ...items.map((item) => planned('item', item, context.now)),
    ],
    items,
    saved: saved.length,
    ...(later ? { recostLater: true as const } : {}),
  };
}

/**
 * The second step of a save planned with `recostLater`: the items that use the saved ones,
 * re-costed against `context.items`, which holds the saved items as planned (a dependent whose
 * figures came out as they were is not written). With the first step's writes before these,
 * it is the plan of the whole save.
 */
export function planRecosted(saved: readonly CatalogueItem[], context: PlanContext): LocalPlan {
  if (saved.length === 0) return { writes: [], items: [], saved: 0 };
  const keys = new Set(saved.map((item) => item.foodkey));
  const recomputed = propagateMany(saved, context.items, context.units, {
    ...(context.index ? { index: context.index } : {}),
  });
  return figuresChanged(
    recomputed.filter((item) => !keys.has(item.foodkey)),
    context,
  );
}

/** The field that names a record of each kind, cleaned before it is stored (none: settings). */
const NAME_FIELDS: Readonly<Record<KindRecord['kind'], string | null>> = {
  supplier: 'name',
  settings: null,
  menu: 'name',
  event: 'name',
  estimate: 'title',
  'prep-list': 'name',
  'prep-tick': null,
  'stock-count': 'name',
  'sales-count': 'name',
};

/**
 * A record with its name as it is stored (`cleanName`: a tab pasted into a name becomes a
 * space, runs of spaces one, no control characters). Anything else is left to validation.
 */
function withCleanName<T>(record: T, field: string | null = 'name'): T {
  if (field === null || record === null || typeof record !== 'object') return record;
  const name = (record as Record<string, unknown>)[field];
  if (typeof name !== 'string') return record;
  const cleaned = cleanName(name);
  return cleaned === name ? record : { ...record, [field]: cleaned };
}

/**
 * A record of a kind other than master items, validated with its kind's schema. A kind only
 * the server writes (an estimate's number, operations-model §6) is refused: a device never
 * numbers an estimate.
 */
function checkRecord({ kind, record }: KindRecord): KindRecord {
  if (isServerWrittenKind(kind)) {
    const message = `'${String(kind)}' records are written by the server only`;
    throw new DataError('server-written', message, [
      { reason: 'field-choice', path: 'kind', message },
    ]);
  }
  if (!keyOf(kind, record)) {
    const field = STORES[kind].keyField;
    throw new DataError('record-invalid', `${kind} ${field}: required`, [
      { reason: 'field-required', path: field, message: `${field}: required` },
    ]);
  }
  const parsed = parseSyncRecord(kind, record);
  if (!parsed.ok) throw new DataError('record-invalid', parsed.error[0]?.message, parsed.error);
  // What the server would refuse for its size is refused here, before it is stored.
  const tooLarge = documentSizeIssue(kind, record);
  if (tooLarge) throw new DataError('record-invalid', tooLarge.message, [tooLarge]);
  // Unknown fields are kept as they were given (the schemas are loose).
  return { kind, record };
}

function planRename(change: Extract<Change, { type: 'rename' }>, context: PlanContext): LocalPlan {
  const old = change.entries[change.index];
  if (old === undefined) return { writes: [], items: [], saved: 0 };
  const renamed = renameAt(change.entries, change.index, change.name);
  if (!renamed.ok) {
    throw new DataError('record-invalid', renamed.error[0]?.message, renamed.error);
  }
  const settings = withEntries(change.list, change.record, renamed.value);
  const items = byKey(
    renameInItems(change.list, entryName(old), change.name.trim(), context.items.values()),
  );
  return planSave(items, [{ kind: 'settings', record: settings }], context);
}

function planRecompute(keys: readonly string[], context: PlanContext): LocalPlan {
  const received = keys.flatMap((k) => {
    const item = context.items.get(k);
    return item ? [item] : [];
  });
  if (received.length === 0) return { writes: [], items: [], saved: 0 };
  const recomputed = propagateMany(received, context.items, context.units, {
    ...(context.index ? { index: context.index } : {}),
  });
  return figuresChanged(recomputed, context);
}

function planRecalculate(units: UnitsInput | undefined, context: PlanContext): LocalPlan {
  return figuresChanged(recalculateAll([...context.items.values()], units), context);
}

/** Writes only the recomputed items whose figures changed. */
function figuresChanged(recomputed: readonly CatalogueItem[], context: PlanContext): LocalPlan {
  const items = byKey(recostedOnly(recomputed, context.items));
  return { writes: items.map((item) => planned('item', item, context.now)), items, saved: 0 };
}

const planned = (kind: SyncKind, record: object, now: number): PlannedWrite => {
  const stored = { ...record, timestamp: now } as StoredRecord;
  return { kind, key: keyOf(kind, stored), record: stored, deleted: stored.deleted === true };
};

/**
 * The items a save re-costed whose figures changed: one whose figures came out as they were
 * (an ingredient's note or wastage changed, not its costs) is neither written nor synced.
 */
function recostedOnly(
  recomputed: readonly CatalogueItem[],
  before: ReadonlyMap<string, CatalogueItem>,
): CatalogueItem[] {
  return recomputed.filter((next) => !sameFigures(next, before.get(next.foodkey)));
}

/**
 * Items in key order: the stamps a change hands out do not depend on the order in which the
 * catalogue in memory happened to learn of its items.
 */
function byKey(items: CatalogueItem[]): CatalogueItem[] {
  return items.sort((a, b) => (a.foodkey < b.foodkey ? -1 : a.foodkey > b.foodkey ? 1 : 0));
}
