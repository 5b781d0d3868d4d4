import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStorageFull, STORAGE_FULL_RETRY_SECONDS } from '../db/storage-full.js';
import { ApiError, type ErrorBody, type ErrorCode } from '../errors.js';

/** The code of a 4xx that Fastify or a plugin raised (bad JSON, wrong content type, …). */
function clientErrorCode(status: number): ErrorCode {
  if (status === 401) return 'ERR_UNAUTHORIZED';
  if (status === 403) return 'ERR_FORBIDDEN';
  if (status === 404) return 'ERR_NOT_FOUND';
  if (status === 413 || status === 414) return 'ERR_TOO_LARGE';
  if (status === 429) return 'ERR_RATE_LIMITED';
  return 'ERR_BAD_REQUEST';
}

/**
 * Every failure answers `{ error: 'ERR_*', message, issue? }`: an ApiError as it says; a 4xx
 * raised by Fastify or a plugin (FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_INVALID_MEDIA_TYPE,
 * FST_ERR_CTP_BODY_TOO_LARGE, a rate limit, a bad URL, …) with its status and a code; a full
 * disk under the database is 503 ERR_UNAVAILABLE with Retry-After (logged: nothing of the call
 * was stored, and the same call succeeds once there is room); any other error is a 5xx, logged,
 * whose message is never sent.
 */
export function answerError(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
  if (isStorageFull(error)) {
    request.log.error(error);
    const full = new ApiError(
      'ERR_UNAVAILABLE',
      "The server's disk is full: nothing was stored. Try again later.",
    );
    return reply
      .code(full.statusCode)
      .header('retry-after', String(STORAGE_FULL_RETRY_SECONDS))
      .send(full.body);
  }
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) {
    request.log.error(error);
    return reply
      .code(status !== undefined && status >= 500 ? status : 500)
      .send({ error: 'ERR_INTERNAL', message: 'Internal error' });
  }
  const body: ErrorBody = { error: clientErrorCode(status), message: error.message };
  return reply.code(status).send(body);
}

/** Installs `answerError` as the app's error handler. */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/**
 * For the Fastify constructor: the errors raised before routing (a URL that does not decode,
 * a path parameter over the length cap) answer through `answerError` too, not Fastify's own
 * body.
 */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => answerError(error, request, reply);
