import type { FastifyPluginAsync } from 'fastify';
import { contactEmailSchema } from '@larder/domain';
import type { MailConfig } from '../../config.js';
import { ApiError } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { parseBody } from '../parse-body.js';
import { EMAIL_FAILED } from '../restricted/restricted-routes.js';

export const EMAIL_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/**
 * Send email (spec section 7): the contact form. Not a relay: the recipient is fixed
 * (CONTACT_EMAIL) and the text is put in a server-side template; the sender's address is
 * only the reply-to.
 */
export const emailRoutes =
  (mailer: Mailer, mail: MailConfig): FastifyPluginAsync =>
  async (app) => {
    app.post('/email', { config: { rateLimit: EMAIL_RATE_LIMIT } }, async (request) => {
      const { emailObject } = parseBody(contactEmailSchema, request.body);
      try {
        await mailer.send({
          to: mail.contact,
          replyTo: emailObject.email,
          subject: `Larder contact: ${emailObject.subject || 'message'}`,
          text:
            `From: ${emailObject.name} <${emailObject.email}>\n` +
            `Account: ${request.userId}\n\n${emailObject.message}\n`,
        });
      } catch (error) {
        request.log.error({ err: error }, 'contact mail failed');
        throw new ApiError('ERR_MAIL_FAILED', EMAIL_FAILED);
      }
      return { sent: true };
    });
  };
