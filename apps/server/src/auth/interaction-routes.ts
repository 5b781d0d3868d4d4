import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { signUp } from './accounts.js';
import { registerPasswordResetRoutes } from './password-reset-routes.js';
import { errorPage, signInPage, signOutScript, signUpPage } from './pages.js';
import { SIGN_IN_PAUSED, signIn } from './sign-in.js';

interface Params {
  uid: string;
}
type Form = Record<string, string | undefined>;

/** Sign-in attempts per address per minute (429 beyond). */
export const SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * The embedded provider's interaction pages under /auth: sign in, sign up, "Forgot password?",
 * cancel. Each ends by handing the result back to the provider, which continues the
 * authorization request.
 */
export const interactionRoutes =
  (provider: Provider, db: Db, mail: { mailer: Mailer; publicUrl: string }): FastifyPluginAsync =>
  async (app) => {
    await app.register(formbody);

    const html = (reply: FastifyReply, body: string, status = 200) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(body);

    /** The interaction, or an error page when it expired or belongs to another browser. */
    async function details(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
      try {
        const found = await provider.interactionDetails(request.raw, reply.raw);
        if (found.uid !== request.params.uid) throw new Error('interaction mismatch');
        return found;
      } catch {
        html(
          reply,
          errorPage('This sign-in page has expired. Go back to Larder and sign in again.'),
          400,
        );
        return undefined;
      }
    }

    async function finish(
      request: FastifyRequest,
      reply: FastifyReply,
      result: InteractionResults,
    ) {
      const to = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.code(303).header('Cache-Control', 'no-store').redirect(to, 303);
    }

    app.get<{ Params: Params }>('/interaction/:uid', async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      if (interaction.prompt.name === 'login') return html(reply, signInPage(interaction.uid, {}));
      // Our own client is granted without a consent screen (loadExistingGrant).
      return finish(request, reply, { consent: {} });
    });

    app.post<{ Params: Params; Body: Form }>(
      '/interaction/:uid/login',
      { config: { rateLimit: SIGN_IN_RATE_LIMIT } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        const email = String(request.body?.email ?? '');
        const password = String(request.body?.password ?? '');
        const result =
          email && password
            ? await signIn(
                { db, mailer: mail.mailer, log: request.log },
                email,
                password,
                new Date(),
              )
            : { ok: false as const, paused: false };
        if (!result.ok) {
          const error = `Wrong e-mail or password.${result.paused ? ` ${SIGN_IN_PAUSED}` : ''}`;
          return html(reply, signInPage(interaction.uid, { email, error }), 401);
        }
        return finish(request, reply, { login: { accountId: result.accountId } });
      },
    );

    app.get<{ Params: Params }>('/interaction/:uid/signup', async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      return html(reply, signUpPage(interaction.uid, {}));
    });

    app.post<{ Params: Params; Body: Form }>(
      '/interaction/:uid/signup',
      { config: { rateLimit: SIGN_IN_RATE_LIMIT } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        const result = await signUp(db, request.body ?? {});
        if (!result.ok) {
          const { email, name } = request.body ?? {};
          return html(
            reply,
            signUpPage(interaction.uid, { email, name, error: result.error }),
            400,
          );
        }
        return finish(request, reply, { login: { accountId: result.accountId } });
      },
    );

    app.get<{ Params: Params }>('/interaction/:uid/abort', async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
      });
    });

    registerPasswordResetRoutes(app, { db, ...mail, interaction: details, html });

    app.get('/assets/sign-out.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(signOutScript),
    );
  };
