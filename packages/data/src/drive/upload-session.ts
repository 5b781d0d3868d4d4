import { UPLOAD_FRAGMENT_BYTES } from '@larder/domain';
import { DriveError } from './drive-error';
import type { DriveItem, GraphTransport } from './graph-types';

/** How often a session is begun again after it expired (404) within one upload. */
const SESSION_RESTARTS = 2;
/** How often a fragment is tried again (service down, or the range out of step). */
const FRAGMENT_RETRIES = 3;
/** The wait before a fragment's next try, times the try's number. */
const FRAGMENT_RETRY_MS = 1000;

interface SessionOptions {
  conflict: 'replace' | 'fail';
  ifMatch?: string;
}

/**
 * A file over 4 MB through an upload session (Graph: driveitem-createuploadsession): the
 * session is created with the file's size (a full drive answers 507 at once), then fragments
 * of `UPLOAD_FRAGMENT_BYTES` (a multiple of 320 KiB) go in order to the upload URL without the
 * Authorization header. A 416 or a service failure asks the session what it expects next
 * (`nextExpectedRanges`) and resumes there; an expired session (404) begins a new one; a full
 * drive (507) cancels the session, so its fragments take no space, and fails.
 */
export async function uploadInSession(
  transport: GraphTransport,
  createPath: string,
  bytes: Uint8Array,
  options: SessionOptions,
): Promise<DriveItem> {
  for (let restart = 0; ; restart += 1) {
    const uploadUrl = await createSession(transport, createPath, bytes.length, options);
    try {
      return await sendFragments(transport, uploadUrl, bytes);
    } catch (error) {
      // Any 404 of the upload URL means the session is gone (expired or cancelled).
      if (
        error instanceof DriveError &&
        (error.kind.kind === 'session-gone' || error.status === 404)
      ) {
        if (restart < SESSION_RESTARTS) continue;
      } else {
        await cancel(transport, uploadUrl);
      }
      throw error;
    }
  }
}

async function createSession(
  transport: GraphTransport,
  createPath: string,
  size: number,
  options: SessionOptions,
): Promise<string> {
  const res = await transport.call(createPath, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
    },
    body: JSON.stringify({
      item: { '@microsoft.graph.conflictBehavior': options.conflict, fileSize: size },
    }),
  });
  if (!res.ok) throw await transport.fail(res);
  const { uploadUrl } = (await res.json()) as { uploadUrl?: string };
  if (!uploadUrl) throw new DriveError(res.status, { kind: 'other' }, null, 'no uploadUrl');
  return uploadUrl;
}

async function sendFragments(
  transport: GraphTransport,
  uploadUrl: string,
  bytes: Uint8Array,
): Promise<DriveItem> {
  let start = 0;
  let tries = 0;
  for (;;) {
    const end = Math.min(start + UPLOAD_FRAGMENT_BYTES, bytes.length) - 1;
    const res = await transport.bare(uploadUrl, {
      method: 'PUT',
      headers: { 'content-range': `bytes ${start}-${end}/${bytes.length}` },
      body: bytes.slice(start, end + 1),
    });
    if (res.status === 200 || res.status === 201) return (await res.json()) as DriveItem;
    if (res.status === 202) {
      start = nextStart(await res.json(), end + 1);
      tries = 0;
      continue;
    }
    const error = await transport.fail(res);
    const resumable = error.kind.kind === 'range' || error.kind.kind === 'unavailable';
    if (!resumable || tries >= FRAGMENT_RETRIES) throw error;
    tries += 1;
    await transport.sleep(error.retryAfterMs ?? FRAGMENT_RETRY_MS * tries);
    start = await expectedStart(transport, uploadUrl);
  }
}

/** Where the session expects the next byte, by `GET uploadUrl`. */
async function expectedStart(transport: GraphTransport, uploadUrl: string): Promise<number> {
  const res = await transport.bare(uploadUrl);
  if (!res.ok) throw await transport.fail(res);
  return nextStart(await res.json(), 0);
}

/** The start of the first of `nextExpectedRanges` ('12345-' or '12345-55232'). */
function nextStart(status: unknown, fallback: number): number {
  const ranges = (status as { nextExpectedRanges?: unknown }).nextExpectedRanges;
  const first = Array.isArray(ranges) ? ranges[0] : undefined;
  const match = typeof first === 'string' ? /^(\d+)-/.exec(first) : null;
  return match ? Number(match[1]) : fallback;
}

/** Cancels a session (best effort): its fragments take no space. */
async function cancel(transport: GraphTransport, uploadUrl: string): Promise<void> {
  try {
    const res = await transport.bare(uploadUrl, { method: 'DELETE' });
    await res.body?.cancel();
  } catch {
    // The session expires by itself.
  }
}
