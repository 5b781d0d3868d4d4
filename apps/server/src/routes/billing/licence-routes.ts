import { redeemBodySchema } from '@larder/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { LicenceVerifier } from '../../billing/licence-verifier.js';
import { redeemLicence } from '../../billing/licence-redemption.js';
import { subscriptionAnswer } from '../../billing/subscription-answer.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { REDEEM_RATE_LIMIT } from '../../limits.js';
import { ensureUser, profileFromToken } from '../../users/user-store.js';
import { parseBody } from '../parse-body.js';

/**
 * Redeem a store licence pack (product spec §3 "Plans"): the receipt is checked by the
 * configured verifier (LICENCE_VERIFIER), the pack is the caller's once, and the answer is the
 * caller's subscription state with the new allowed venue count. With LICENCE_VERIFIER=off it
 * answers 409 `ERR_PAYMENTS_OFF`.
 */
export const licenceRoutes =
  (
    db: Db,
    verifier: LicenceVerifier | undefined,
    paymentsConfigured: boolean,
  ): FastifyPluginAsync =>
  async (app) => {
    app.post('/licences/redeem', { config: { rateLimit: REDEEM_RATE_LIMIT } }, async (request) => {
      const body = parseBody(redeemBodySchema, request.body);
      if (!verifier) throw new ApiError('ERR_PAYMENTS_OFF', 'Store licences are not configured');
      await ensureUser(db, request.userId, profileFromToken(request.token));
      await redeemLicence(db, verifier, request.userId, body);
      return subscriptionAnswer(db, request.userId, paymentsConfigured, Date.now());
    });
  };
