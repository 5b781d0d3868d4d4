import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { statement } from '../db/statements.js';
import { ApiError } from '../errors.js';
import { TOKEN_RATE_LIMIT, TOKEN_USER_RATE_LIMIT } from '../limits.js';
import { countCall, type RateLimitDatabase } from '../rate-limits/database-rate-limit-store.js';

/** The provider's own cap on a token request's body (oidc-provider reads at most 56 KB). */
const MAX_TOKEN_BODY_BYTES = 56 * 1024;

/** Reads a form body of at most MAX_TOKEN_BODY_BYTES; null when it is larger. */
async function readForm(raw: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of raw as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > MAX_TOKEN_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The stored code or refresh token $1 (named: every code exchange and refresh reads it). */
const grantPayload = statement(
  'oidc_token_grant_payload',
  `select payload from oidc_payloads
   where id = $1 and type in ('RefreshToken', 'AuthorizationCode') limit 1`,
);

/** The account a code or refresh token was issued to, from the provider's stored models. */
async function accountOfGrant(
  database: RateLimitDatabase,
  form: URLSearchParams,
): Promise<string | null> {
  const id = form.get('refresh_token') ?? form.get('code');
  if (!id || id.length > 512 || id.includes('\0')) return null;
  const [row] = await database.query<{ payload: unknown }>(grantPayload, [id]);
  const accountId = (row?.payload as { accountId?: unknown } | undefined)?.accountId;
  return typeof accountId === 'string' ? accountId : null;
}

/**
 * The provider's token endpoint (POST /oidc/token: code exchange and refresh) is anonymous
 * at the HTTP level. Its calls are counted twice before the provider sees them, answering
 * 429 `ERR_RATE_LIMITED` beyond either limit: per client address (TRUST_PROXY decides which
 * address that is), TOKEN_RATE_LIMIT; and per account, TOKEN_USER_RATE_LIMIT, the account
 * being the one the presented code or refresh token was issued to. The body is read here
 * (within the provider's own size cap) and handed to the provider already read.
 * Registered after @fastify/rate-limit and before the provider is mounted.
 */
export function limitTokenEndpoint(
  app: FastifyInstance,
  database: RateLimitDatabase,
  now: () => number = Date.now,
) {
  const perAddress = app.rateLimit({
    ...TOKEN_RATE_LIMIT,
    groupId: 'oidc-token',
    keyGenerator: (request) => request.ip,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    if (path !== '/oidc/token') return;
    await perAddress.call(app, request, reply);
    if (reply.sent) return;
    const type = String(request.headers['content-type'] ?? '');
    if (!type.startsWith('application/x-www-form-urlencoded')) return;
    const form = await readForm(request.raw);
    if (form === null) throw new ApiError('ERR_TOO_LARGE', 'the token request is too large');
    // oidc-provider takes an already read body from `req.body`.
    (request.raw as IncomingMessage & { body?: string }).body = form;
    const accountId = await accountOfGrant(database, new URLSearchParams(form));
    if (accountId === null) return;
    // Counted here: @fastify/rate-limit runs one of its limits per request.
    const { windowMs, max } = TOKEN_USER_RATE_LIMIT;
    const counted = await countCall(database, `oidc-token-account|${accountId}`, windowMs, now());
    if (counted.current > max) {
      void reply.header('retry-after', Math.ceil(counted.ttl / 1000));
      throw new ApiError('ERR_RATE_LIMITED', 'too many token requests for this account');
    }
  });
}
