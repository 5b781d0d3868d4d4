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

/**
 * Whether mail goes out. Outbox mail lands in the database, so it answers with it. SMTP
 * reports the outcome of the last send, or, before any send or once that is older than
 * `verifyTtlMs`, a verify of the connection that is kept for `verifyTtlMs`.
 */
export interface MailHealth {
  kind: 'smtp' | 'outbox';
  ok: boolean;
  /** For SMTP: 'send' (the last send) or 'verify' (a cached connection check). */
  checkedBy?: 'send' | 'verify';
  /** For SMTP: when that outcome was seen (ISO 8601). */
  checkedAt?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' keeps mail in the database for the operator. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  /** For /api/health: never connects to SMTP more than once per `verifyTtlMs`. */
  health(): Promise<MailHealth>;
  close(): void;
}

/** How long an SMTP outcome (send or verify) stands before /api/health checks again. */
export const verifyTtlMs = 60_000;

/** How long /api/health waits for an SMTP verify before it counts as failed. */
export const verifyTimeoutMs = 5_000;

/** Mail over SMTP_URL, or, without it, into the outbox table (`npm run outbox`). */
export function createMailer(config: MailConfig, db: Db, now: () => number = Date.now): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    let last: { ok: boolean; at: number; by: 'send' | 'verify' } | undefined;
    let verifying: Promise<void> | undefined;
    const verify = async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), verifyTimeoutMs).unref();
      });
      const ok = await Promise.race([
        transport.verify().then(
          () => true,
          () => false,
        ),
        late,
      ]);
      clearTimeout(timer);
      last = { ok, at: now(), by: 'verify' };
    };
    return {
      kind: 'smtp',
      async send(mail) {
        try {
          await transport.sendMail({ from: config.from, ...mail });
          last = { ok: true, at: now(), by: 'send' };
        } catch (error) {
          last = { ok: false, at: now(), by: 'send' };
          throw error;
        }
      },
      async health() {
        if (!last || now() - last.at >= verifyTtlMs) {
          verifying ??= verify().finally(() => (verifying = undefined));
          await verifying;
        }
        const seen = last!;
        return {
          kind: 'smtp',
          ok: seen.ok,
          checkedBy: seen.by,
          checkedAt: new Date(seen.at).toISOString(),
        };
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
    health: async () => ({ kind: 'outbox', ok: true }),
    close: () => undefined,
  };
}
