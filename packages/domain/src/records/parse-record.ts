import type { z } from 'zod';
import { err, ok, type DomainIssue, type Result } from '../errors';
import type { CatalogueItem } from './item';
import { itemSchemaFor } from './item';

/** The dot-separated path of a zod issue ('items.0.qty_value'). */
const pathOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/**
 * Validates data crossing a boundary (style-examples habit 4). A failure lists each issue
 * with the path of the field concerned.
 */
export const parseRecord = <S extends z.ZodType>(
  schema: S,
  data: unknown,
): Result<z.infer<S>, DomainIssue[]> => {
  const parsed = schema.safeParse(data);
  if (parsed.success) return ok(parsed.data);
  return err(
    parsed.error.issues.map((i) => ({
      reason: 'record-invalid' as const,
      path: pathOf(i.path),
      message: `${pathOf(i.path) || '(root)'}: ${i.message}`,
    })),
  );
};

/** Validates a stored master item, choosing the schema by its type. */
export const parseItem = (data: unknown): Result<CatalogueItem, DomainIssue[]> =>
  parseRecord(itemSchemaFor(data), data) as Result<CatalogueItem, DomainIssue[]>;
