import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { accountEmailSchema } from './accounts.js';
import {
  createPasswordReset,
  isResetTokenOpen,
  resetPassword,
  DEAD_LINK,
} from './password-resets.js';
import {
  deadLinkPage,
  forgotPasswordPage,
  linkSentPage,
  newPasswordPage,
  passwordChangedPage,
  RESET_PATH,
  RESET_ROUTE,
} from './reset-pages.js';

interface Params {
  uid: string;
}
type Form = Record<string, string | undefined>;

/** Requests for a link per IP address (429 beyond). */
export const FORGOT_PASSWORD_IP_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
/** Requests for a link per e-mail address, whether or not it has an account (429 beyond). */
export const FORGOT_PASSWORD_ADDRESS_RATE_LIMIT = { max: 3, timeWindow: '1 hour' } as const;
/** New passwords set through links per IP address (429 beyond). */
export const RESET_PASSWORD_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

export interface PasswordResetOptions {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL: the link's origin, never the request's Host header. */
  publicUrl: string;
  /** The interaction of this browser, or undefined once an error page was answered. */
  interaction(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
  ): Promise<{ uid: string } | undefined>;
  html(reply: FastifyReply, body: string, status?: number): FastifyReply;
}

const byIp = (request: FastifyRequest) => request.ip;

/**
 * "Forgot password?" of the sign-in page: the request form lives in the interaction (as the
 * sign-in form, bound to this browser's interaction cookie); the link of the mail carries its
 * own secret token. The token's routes log at warn only, so the token never reaches a log.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, options: PasswordResetOptions) {
  const { db, mailer, publicUrl, interaction, html } = options;
  const perAddress = app.createRateLimit({
    ...FORGOT_PASSWORD_ADDRESS_RATE_LIMIT,
    keyGenerator: (request) =>
      `forgot:${String((request.body as Form | undefined)?.email ?? '')
        .trim()
        .toLowerCase()}`,
  });

  app.get<{ Params: Params }>('/interaction/:uid/forgot', async (request, reply) => {
    const found = await interaction(request, reply);
    if (!found) return reply;
    return html(reply, forgotPasswordPage(found.uid, {}));
  });

  app.post<{ Params: Params; Body: Form }>(
    '/interaction/:uid/forgot',
    { config: { rateLimit: { ...FORGOT_PASSWORD_IP_RATE_LIMIT, keyGenerator: byIp } } },
    async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      const email = String(request.body?.email ?? '');
      if (!accountEmailSchema.safeParse(email).success) {
        return html(
          reply,
          forgotPasswordPage(found.uid, { email, error: 'Enter a valid e-mail address.' }),
          400,
        );
      }
      const limit = await perAddress(request);
      if (!limit.isAllowed && limit.isExceeded) {
        const error = 'Too many links were asked for this address. Try again later.';
        return html(reply, forgotPasswordPage(found.uid, { email, error }), 429);
      }
      const reset = await createPasswordReset(db, email);
      // Sent after the answer, so that an existing account does not answer more slowly.
      if (reset) {
        const link = `${publicUrl}${RESET_PATH}?token=${reset.token}`;
        void mailer
          .send({
            to: reset.to,
            subject: 'Set a new Larder password',
            text:
              'Someone asked to set a new password for the Larder account of this address.\n\n' +
              `Open this link within 30 minutes to choose a new password. It works once:\n${link}\n\n` +
              'If it was not you, ignore this e-mail: your password stays as it is.\n',
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'reset link mail failed'));
      }
      return html(reply, linkSentPage(found.uid));
    },
  );

  app.get<{ Querystring: Form }>(RESET_ROUTE, { logLevel: 'warn' }, async (request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer');
    const token = String(request.query.token ?? '');
    if (!(await isResetTokenOpen(db, token))) return html(reply, deadLinkPage(DEAD_LINK), 410);
    return html(reply, newPasswordPage(token, {}));
  });

  app.post<{ Body: Form }>(
    RESET_ROUTE,
    {
      logLevel: 'warn',
      config: { rateLimit: { ...RESET_PASSWORD_RATE_LIMIT, keyGenerator: byIp } },
    },
    async (request, reply) => {
      reply.header('Referrer-Policy', 'no-referrer');
      const token = String(request.body?.token ?? '');
      const result = await resetPassword(db, token, request.body ?? {});
      if (result.ok) return html(reply, passwordChangedPage());
      if (result.linkDead) return html(reply, deadLinkPage(result.error), 410);
      return html(reply, newPasswordPage(token, { error: result.error }), 400);
    },
  );
}
