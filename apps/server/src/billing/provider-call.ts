import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { ApiError } from '../errors.js';

/**
 * Runs a call of the payment provider. A failure (the provider unreachable or refusing, after
 * the library's own retries) answers 503 `ERR_UNAVAILABLE`; the log gets the provider's error
 * type, code, status and request id, never the key, a signature or a body.
 */
export async function callProvider<T>(
  log: FastifyBaseLogger,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.warn({ provider: providerFacts(error) }, `payment provider: ${what} failed`);
    throw new ApiError('ERR_UNAVAILABLE', 'The payment provider did not answer; try again later');
  }
}

/** What of a provider error may be logged. */
export function providerFacts(error: unknown) {
  if (error instanceof Stripe.errors.StripeError) {
    return {
      type: error.type,
      code: error.code,
      status: error.statusCode,
      requestId: error.requestId,
    };
  }
  return { type: error instanceof Error ? error.name : typeof error };
}
