import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' keeps mail in the database for the operator. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Mail over SMTP_URL, or, without it, into the outbox table (`npm run outbox`). */
export function createMailer(config: MailConfig, db: Db): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({
        id: randomUUID(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo ?? null,
      });
    },
    close: () => undefined,
  };
}
