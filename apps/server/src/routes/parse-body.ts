import { issuesOfZod } from '@larder/domain';
import type { z } from 'zod';
import { invalidValue } from '../errors.js';

/** Validates a request body; a bad one answers 400 with its issue (reason, field path, parameters). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw invalidValue(issuesOfZod(parsed.error, body)[0]!);
}
