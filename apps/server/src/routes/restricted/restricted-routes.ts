import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { restrictedCodeSchema, restrictedResetSchema } from '@larder/domain';
import { hashSecret, verifySecret } from '../../auth/passwords.js';
import type { Db } from '../../db/database.js';
import { restrictedResetCodes, users } from '../../db/schema.js';
import { ApiError, badRequest } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { ensureUser, loadUser, profileFromToken } from '../../users/user-store.js';
import { parseBody } from '../parse-body.js';

/** A reset code lives this long and works once. */
export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
export const RESET_CODE_RATE_LIMIT = { max: 3, timeWindow: '1 hour' } as const;
export const RESTRICTED_ATTEMPT_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
/** The spec's text when a mail cannot be sent. */
export const EMAIL_FAILED = 'Email failed';

/**
 * Restricted mode (spec sections 4 and 6): the code arrives base64-encoded and is kept only as
 * a slow hash; a device checks a typed code against it; a reset code goes by e-mail.
 */
export const restrictedRoutes =
  (db: Db, mailer: Mailer): FastifyPluginAsync =>
  async (app) => {
    app.put('/user/restricted', async (request) => {
      const { restrictedCode } = parseBody(restrictedCodeSchema, request.body);
      await ensureUser(db, request.userId, profileFromToken(request.token));
      await db
        .update(users)
        .set({ restrictedHash: await hashSecret(restrictedCode) })
        .where(eq(users.id, request.userId));
      return loadUser(db, request.userId);
    });

    app.post(
      '/user/restricted/verify',
      { config: { rateLimit: RESTRICTED_ATTEMPT_RATE_LIMIT } },
      async (request) => {
        const { restrictedCode } = parseBody(restrictedCodeSchema, request.body);
        const [user] = await db.select().from(users).where(eq(users.id, request.userId));
        const valid = Boolean(
          user?.restrictedHash && (await verifySecret(restrictedCode, user.restrictedHash)),
        );
        return { valid };
      },
    );

    app.post(
      '/user/restricted/reset-code',
      { config: { rateLimit: RESET_CODE_RATE_LIMIT } },
      async (request) => {
        const user = await loadUser(db, request.userId);
        if (!user.restricted) throw badRequest('restricted-code-unset');
        if (!user.email) throw badRequest('email-address-missing');
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await db.insert(restrictedResetCodes).values({
          id: randomUUID(),
          userId: request.userId,
          codeHash: await hashSecret(code),
          expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
        });
        try {
          await mailer.send({
            to: user.email,
            subject: 'Your Larder restricted mode reset code',
            text:
              `Your code to reset restricted mode is ${code}.\n\n` +
              'Enter it on the Restricted reset page within 30 minutes. It works once.\n' +
              'If you did not ask for it, you can ignore this e-mail.',
          });
        } catch (error) {
          request.log.error({ err: error }, 'reset code mail failed');
          throw new ApiError('ERR_MAIL_FAILED', EMAIL_FAILED);
        }
        return { sent: true };
      },
    );

    app.post(
      '/user/restricted/reset',
      { config: { rateLimit: RESTRICTED_ATTEMPT_RATE_LIMIT } },
      async (request) => {
        const { code } = parseBody(restrictedResetSchema, request.body);
        const open = await db
          .select()
          .from(restrictedResetCodes)
          .where(
            and(
              eq(restrictedResetCodes.userId, request.userId),
              isNull(restrictedResetCodes.usedAt),
              gt(restrictedResetCodes.expiresAt, new Date()),
            ),
          );
        for (const row of open) {
          if (await verifySecret(code, row.codeHash)) {
            const used = await db
              .update(restrictedResetCodes)
              .set({ usedAt: new Date() })
              .where(and(eq(restrictedResetCodes.id, row.id), isNull(restrictedResetCodes.usedAt)))
              .returning({ id: restrictedResetCodes.id });
            if (used.length === 0) break;
            await db
              .update(users)
              .set({ restrictedHash: null })
              .where(eq(users.id, request.userId));
            return loadUser(db, request.userId);
          }
        }
        throw badRequest('reset-code-wrong', 'code');
      },
    );
  };
