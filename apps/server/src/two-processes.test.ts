import { formatHlc } from '@larder/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from './test-support/databases.js';
import {
  freePort,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './test-support/server-process.js';
import { refreshOverHttp, signInOverHttp } from './test-support/sign-in-over-http.js';

/** The per-user sync budget both processes are started with. */
const SYNC_PER_MINUTE = 20;

// Two processes share one PostgreSQL (PGlite is one process's own database).
const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');

describe.skipIf(!postgres)('two server processes on one PostgreSQL behave as one', () => {
  let database: TestDatabase;
  const processes: ServerProcess[] = [];
  let publicUrl = '';
  let other = '';

  beforeAll(async () => {
    database = await postgres!.open();
    const ports = [await freePort(), await freePort()];
    publicUrl = `http://127.0.0.1:${ports[0]}`;
    other = `http://127.0.0.1:${ports[1]}`;
    for (const [index, port] of ports.entries()) {
      const server = startServerProcess({
        PORT: String(port),
        DATABASE_URL: database.url!,
        // Both behind one public address, as behind a load balancer.
        PUBLIC_URL: publicUrl,
        SYNC_RATE_LIMIT: String(SYNC_PER_MINUTE),
      });
      processes.push(server);
      await waitForHealth(server, index === 0 ? publicUrl : other);
    }
  }, 120_000);

  afterAll(async () => {
    for (const server of processes) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.dispose();
  });

  it('shares sessions, sign-in keys, pushes and rate limits through the database', async () => {
    // Signed up through one process; the code exchanged and the token refreshed at the other.
    const account = { name: 'Pat Baker', email: 'pat@example.com', password: 'rye and spelt' };
    const tokens = await signInOverHttp(publicUrl, account, { signUp: true });
    const again = await signInOverHttp(publicUrl, account, { via: other });
    expect(decodeJwt(again.access_token).sub).toBe(decodeJwt(tokens.access_token).sub);
    const refreshed = await refreshOverHttp(other, tokens.refresh_token!);
    expect(refreshed.status).toBe(200);

    // A token issued by one process is accepted by the other (one signing key).
    const headers = {
      authorization: `Bearer ${tokens.access_token}`,
      'content-type': 'application/json',
    };
    const added = await fetch(`${other}/api/venues`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ flag: 'add', venue: { venue_name: 'Bakehouse' } }),
    });
    expect(added.status).toBe(200);
    const venueId = ((await added.json()) as { venue: { id: string } }).venue.id;
    let syncCalls = 0;

    // One device's pushes go to either process, as a load balancer sends them; a retry of
    // the same push at the other process is acknowledged and stored once.
    const push = async (at: string, mid: number) => {
      syncCalls += 1;
      const key = `FLOUR ${mid % 3}`;
      return fetch(`${at}/api/sync/v1/venues/${venueId}/push`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          protocol: 1,
          schemaVersion: 1,
          clientId: 'device-one',
          mutations: [
            {
              mid,
              kind: 'item',
              key,
              gen: 0,
              hlc: formatHlc({
                ms: Date.parse('2026-11-25T10:00:00Z') + mid,
                counter: 0,
                node: 'device-one',
              }),
              doc: {
                type: 'single',
                foodkey: key,
                name: key,
                purchaseprice: mid,
                purchaseqty: 1,
                purchaseunit: 'kg',
              },
            },
          ],
        }),
      });
    };
    for (let mid = 1; mid <= 6; mid++) {
      const res = await push(mid % 2 ? publicUrl : other, mid);
      expect(res.status, `push ${mid}`).toBe(200);
    }
    const retried = await push(publicUrl, 4);
    expect(retried.status).toBe(200);

    const pull = async (at: string) => {
      syncCalls += 1;
      const res = await fetch(`${at}/api/sync/v1/venues/${venueId}/pull`, { headers });
      return res;
    };
    for (const at of [publicUrl, other]) {
      const res = await pull(at);
      expect(res.status).toBe(200);
      const page = (await res.json()) as {
        rows: { key: string; doc: { purchaseprice: number } }[];
      };
      const prices = Object.fromEntries(page.rows.map((r) => [r.key, r.doc.purchaseprice]));
      // The latest of each key, whichever process took it.
      expect(prices).toEqual({ 'FLOUR 0': 6, 'FLOUR 1': 4, 'FLOUR 2': 5 });
    }

    // One sync budget per user, whichever process counts the call.
    let answered = 0;
    for (let i = 0; answered === 0 && i < SYNC_PER_MINUTE * 2; i++) {
      const res = await pull(i % 2 ? publicUrl : other);
      if (res.status === 429) answered = syncCalls;
      else expect(res.status).toBe(200);
    }
    expect(answered).toBe(SYNC_PER_MINUTE + 1);
  }, 120_000);

  it('refuses at one process the old tokens of an account deleted at the other', async () => {
    const account = { name: 'Sam Closer', email: 'sam@example.com', password: 'sourdough starter' };
    const tokens = await signInOverHttp(publicUrl, account, { signUp: true });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    for (const at of [publicUrl, other]) {
      expect((await fetch(`${at}/api/user`, { headers })).status).toBe(200);
    }
    const deleted = await fetch(`${publicUrl}/api/users/me`, {
      method: 'DELETE',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: account.email }),
    });
    expect(deleted.status).toBe(200);
    // The other process holds the closed accounts in memory: it heard of this one.
    await expect.poll(async () => (await fetch(`${other}/api/user`, { headers })).status).toBe(401);
    expect((await fetch(`${publicUrl}/api/user`, { headers })).status).toBe(401);
  }, 60_000);
});
