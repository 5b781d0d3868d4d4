import type { Adapter, AdapterPayload } from 'oidc-provider';
import { statement, type Query } from '../db/statements.js';

/**
 * The provider's models as named statements (planned once per connection): every sign-in and
 * token refresh reads and writes several of them. Times come back in epoch milliseconds.
 */
const upsertModel = statement(
  'oidc_upsert',
  `insert into oidc_payloads (id, type, payload, grant_id, user_code, uid, expires_at)
   values ($1, $2, $3::jsonb, $4, $5, $6, $7::timestamptz)
   on conflict (id, type) do update set
     payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
     uid = excluded.uid, expires_at = excluded.expires_at`,
);
const modelColumns = `payload, (extract(epoch from expires_at) * 1000)::float8 as expires_ms,
   (extract(epoch from consumed_at) * 1000)::float8 as consumed_ms from oidc_payloads`;
const findById = statement(
  'oidc_find_id',
  `select ${modelColumns} where id = $1 and type = $2 limit 1`,
);
const findByUserCode = statement(
  'oidc_find_user_code',
  `select ${modelColumns} where user_code = $1 and type = $2 limit 1`,
);
const findByUid = statement(
  'oidc_find_uid',
  `select ${modelColumns} where uid = $1 and type = $2 limit 1`,
);
const consumeModel = statement(
  'oidc_consume',
  `update oidc_payloads set consumed_at = $3::timestamptz where id = $1 and type = $2`,
);
const destroyModel = statement(
  'oidc_destroy',
  `delete from oidc_payloads where id = $1 and type = $2`,
);
const revokeGrant = statement('oidc_revoke_grant', `delete from oidc_payloads where grant_id = $1`);

interface ModelRow {
  payload: unknown;
  expires_ms: number | null;
  consumed_ms: number | null;
}

/**
 * Stores the embedded provider's models (sessions, interactions, grants, codes, tokens) in
 * the database, so that sign-in survives restarts and works across server processes.
 */
export function oidcAdapterFor(query: Query, now: () => number = Date.now) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      await query(upsertModel, [
        id,
        this.type,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresIn ? new Date(now() + expiresIn * 1000).toISOString() : null,
      ]);
    }

    private async findWhere(found: Promise<ModelRow[]>) {
      const [row] = await found;
      if (!row) return undefined;
      if (row.expires_ms !== null && Number(row.expires_ms) <= now()) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumed_ms !== null
          ? { consumed: Math.floor(Math.round(Number(row.consumed_ms)) / 1000) }
          : {}),
      };
    }

    find(id: string) {
      if (id.includes('\0')) return Promise.resolve(undefined); // no text column holds NUL
      return this.findWhere(query<ModelRow>(findById, [id, this.type]));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(query<ModelRow>(findByUserCode, [userCode, this.type]));
    }

    findByUid(uid: string) {
      return this.findWhere(query<ModelRow>(findByUid, [uid, this.type]));
    }

    async consume(id: string) {
      await query(consumeModel, [id, this.type, new Date(now()).toISOString()]);
    }

    async destroy(id: string) {
      await query(destroyModel, [id, this.type]);
    }

    async revokeByGrantId(grantId: string) {
      await query(revokeGrant, [grantId]);
    }
  };
}
