import { accountDeletionBodySchema } from '@larder/domain';
import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_DELETION_RATE_LIMIT } from '../../limits.js';
import { deleteAccount, type AccountDeletionDeps } from '../../users/account-deletion.js';
import { profileFromToken } from '../../users/user-store.js';
import { parseBody } from '../parse-body.js';

/**
 * "Delete account" (the user menu): DELETE /api/users/me with `{ confirm }`, the account's
 * e-mail address (or the word the screen asks for) typed again. The account is the verified
 * token's only; rate limited per user (`ACCOUNT_DELETION_RATE_LIMIT`).
 */
export const accountDeletionRoutes =
  (deps: Omit<AccountDeletionDeps, 'log'>): FastifyPluginAsync =>
  async (app) => {
    app.delete(
      '/users/me',
      { config: { rateLimit: ACCOUNT_DELETION_RATE_LIMIT } },
      async (request) => {
        const { confirm } = parseBody(accountDeletionBodySchema, request.body ?? {});
        return deleteAccount(
          { ...deps, log: request.log },
          {
            userId: request.userId,
            tokenEmail: profileFromToken(request.token).email,
            confirm,
            now: Date.now(),
          },
        );
      },
    );
  };
