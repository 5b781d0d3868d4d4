import { and, eq } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.js';
import { oidcPayloads } from '../db/schema.js';

/**
 * Stores the embedded provider's models (sessions, interactions, grants, codes, tokens) in
 * the database, so that sign-in survives restarts and works across server processes.
 */
export function oidcAdapterFor(db: Db, now: () => number = Date.now) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const row = {
        id,
        type: this.type,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: row });
    }

    private async findWhere(where: ReturnType<typeof and>) {
      const [row] = await db.select().from(oidcPayloads).where(where).limit(1);
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= now()) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      if (id.includes('\0')) return Promise.resolve(undefined); // no text column holds NUL
      return this.findWhere(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(
        and(eq(oidcPayloads.userCode, userCode), eq(oidcPayloads.type, this.type)),
      );
    }

    findByUid(uid: string) {
      return this.findWhere(and(eq(oidcPayloads.uid, uid), eq(oidcPayloads.type, this.type)));
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date(now()) })
        .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }

    async destroy(id: string) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}
