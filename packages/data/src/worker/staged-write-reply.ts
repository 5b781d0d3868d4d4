import { DataError, type DataErrorCode } from '../errors/data-error';
import type { WrittenKeys } from '../store/staged-write';

/**
 * The data worker's answer to a staged save, as it crosses to the page: the keys it wrote, or
 * the failure. A thrown error would cross as a bare `Error` (name, message and stack only), so a
 * `DataError` is sent as its code, message and details and made again on the page.
 */
export type StagedWriteReply =
  | { ok: true; written: WrittenKeys[] }
  | {
      ok: false;
      error: { name: string; message: string; code?: DataErrorCode; details?: unknown };
    };

/** The worker's reply to a staged save that settled with `written` or failed with `error`. */
export async function stagedWriteReply(
  write: () => Promise<WrittenKeys[]>,
): Promise<StagedWriteReply> {
  try {
    return { ok: true, written: await write() };
  } catch (error) {
    if (error instanceof DataError) {
      return {
        ok: false,
        error: {
          name: error.name,
          message: error.message,
          code: error.code,
          ...(error.details === undefined ? {} : { details: error.details }),
        },
      };
    }
    const { name, message } =
      error instanceof Error ? error : { name: 'Error', message: String(error) };
    return { ok: false, error: { name, message } };
  }
}

/** On the page: the keys written, or the worker's failure thrown again as it was. */
export function writtenOf(reply: StagedWriteReply): WrittenKeys[] {
  if (reply.ok) return reply.written;
  const { name, message, code, details } = reply.error;
  if (code !== undefined) throw new DataError(code, message, details);
  const error = new Error(message);
  error.name = name;
  throw error;
}
