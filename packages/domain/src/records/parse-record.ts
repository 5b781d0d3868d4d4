import type { z } from 'zod';
import { err, ok, type DomainIssue, type Result } from '../errors';
import { issuesOfZod } from '../zod-issue';
import type { CatalogueItem } from './item';
import { itemSchemaFor } from './item';

/**
 * Validates data crossing a boundary (style-examples habit 4). A failure lists each issue in
 * the error contract's form: its reason code, the path of the field concerned, parameters.
 */
export const parseRecord = <S extends z.ZodType>(
  schema: S,
  data: unknown,
): Result<z.infer<S>, DomainIssue[]> => {
  const parsed = schema.safeParse(data);
  if (parsed.success) return ok(parsed.data);
  return err(issuesOfZod(parsed.error, data));
};

/** Validates a stored master item, choosing the schema by its type. */
export const parseItem = (data: unknown): Result<CatalogueItem, DomainIssue[]> =>
  parseRecord(itemSchemaFor(data), data) as Result<CatalogueItem, DomainIssue[]>;
