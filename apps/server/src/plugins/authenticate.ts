import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ClosedAccountsCheck } from '../auth/closed-accounts-watch.js';
import { TokenError, type TokenVerifier, type VerifiedToken } from '../auth/verify-token.js';
import { ApiError } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from the verified access token only (never from the body). */
    userId: string;
    token: VerifiedToken['claims'] | undefined;
  }
}

/** The spec's text for a call without a usable token. */
export const TOKEN_FAILED = 'Token failed';

/**
 * Makes every route registered after it (in its scope) require a valid bearer token.
 * Failures answer 401 `ERR_UNAUTHORIZED` 'Token failed', and are logged without the token.
 * With `closedAccounts`, a token issued before its account was deleted is refused too
 * (`auth/closed-accounts-watch.ts`: the marks are held in memory, no query per call).
 */
export const authenticate = fp<{ verifier: TokenVerifier; closedAccounts?: ClosedAccountsCheck }>(
  async (app: FastifyInstance, { verifier, closedAccounts }) => {
    app.decorateRequest('userId', '');
    app.decorateRequest('token', undefined);
    // onRequest: the caller is known before a body is read (an anonymous call reads none).
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([A-Za-z0-9\-_.]+)$/.exec(header);
      if (!match) throw new ApiError('ERR_UNAUTHORIZED', TOKEN_FAILED);
      try {
        const verified = await verifier.verify(match[1]!);
        request.userId = verified.userId;
        request.token = verified.claims;
      } catch (error) {
        const reason = error instanceof TokenError ? error.message : 'verification error';
        request.log.warn({ reason, url: request.routeOptions.url }, 'token refused');
        throw new ApiError('ERR_UNAUTHORIZED', TOKEN_FAILED);
      }
      if (closedAccounts && (await closedAccounts.refuses(request.userId, request.token?.iat))) {
        request.log.warn(
          { reason: 'account closed', url: request.routeOptions.url },
          'token refused',
        );
        throw new ApiError('ERR_UNAUTHORIZED', TOKEN_FAILED);
      }
    });
  },
  { name: 'authenticate' },
);
