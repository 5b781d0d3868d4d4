import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.js';
import { migrationLevel, type MigrationLevel } from '../../db/migration-level.js';
import type { MailHealth, Mailer } from '../../mail/mailer.js';
import { version } from '../../version.js';

export interface HealthBody {
  /** 'unavailable' (503): the database does not answer; 'degraded' (200): it does, but
   * migrations lag behind or mail does not go out. */
  status: 'ok' | 'degraded' | 'unavailable';
  version: string;
  database: { kind: Database['kind']; ok: boolean };
  /** Absent when the database does not answer. */
  migrations?: MigrationLevel;
  mail?: MailHealth;
}

/**
 * GET /api/health: no sign-in; says the version, whether the database answers, which
 * migration it has reached, and whether mail goes out. Never carries error details.
 */
export const healthRoutes =
  (database: Database, mailer?: Pick<Mailer, 'health'>): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', async (req, reply) => {
      const ok = await database.ping();
      const [migrations, mail] = await Promise.all([
        ok ? migrationLevel(database).catch(() => undefined) : undefined,
        mailer?.health().catch((): undefined => undefined),
      ]);
      if (mail?.kind === 'outbox') mail.ok = ok;
      if (ok && !migrations) req.log.warn('health: the migration record cannot be read');
      const body: HealthBody = {
        status: !ok ? 'unavailable' : migrations?.current && (mail?.ok ?? true) ? 'ok' : 'degraded',
        version,
        database: { kind: database.kind, ok },
        ...(migrations ? { migrations } : {}),
        ...(mail ? { mail } : {}),
      };
      return reply.code(ok ? 200 : 503).send(body);
    });
  };
