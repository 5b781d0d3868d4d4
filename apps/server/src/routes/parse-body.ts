import type { z } from 'zod';
import { ApiError } from '../errors.js';

/** Validates a request body; a bad one answers 400 naming the field path. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw new ApiError('ERR_BAD_REQUEST', `${field}: ${issue.message}`);
}
