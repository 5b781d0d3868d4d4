import { withoutSync, type StoredRecord } from '@larder/data';
import { parseRecord } from '@larder/domain';

/** A schema of the domain: what `parseRecord` takes. */
type Schema = Parameters<typeof parseRecord>[0];
type Parsed<S extends Schema> = Extract<ReturnType<typeof parseRecord<S>>, { ok: true }>['value'];

/** A stored record, without its sync metadata, as a record of `schema`; null when invalid. */
export function storedAs<S extends Schema>(
  schema: S,
  record: StoredRecord | undefined,
): Parsed<S> | null {
  if (!record) return null;
  const parsed = parseRecord(schema, withoutSync(record));
  return parsed.ok ? parsed.value : null;
}

/** Stored records as validated ones, the invalid left out. */
export function storedList<S extends Schema>(
  schema: S,
  records: readonly StoredRecord[],
): Parsed<S>[] {
  return records.map((r) => storedAs(schema, r)).filter((r): r is Parsed<S> => r !== null);
}
