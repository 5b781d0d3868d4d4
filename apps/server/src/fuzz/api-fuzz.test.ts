import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../db/schema.js';
import { testDatabaseKinds } from '../test-support/databases.js';
import { useTestApp } from '../test-support/test-app.js';
import { buildRequest, mutationsArb, pathsOf, type Caller } from './fuzz-request.js';
import {
  genericModel,
  NOT_FOUND_ROUTES,
  PROVIDER_ROUTES,
  requestModels,
  type ModelContext,
  type RequestModel,
} from './request-models.js';

/**
 * No 5xx from bad input: every route the app registers, the embedded provider's endpoints and
 * the not-found path get a valid-ish request mutated by fast-check (wrong types, edge numbers,
 * 1 MB strings, deep nesting, NUL, halves of surrogate pairs, control characters, junk path
 * parameters and query strings, missing and extra fields, wrong content types, malformed JSON,
 * missing or junk tokens). Every answer is below 500, and an /api answer of 4xx carries its
 * `ERR_*` code. FUZZ_RUNS sets the number of requests (10,000 by default, shared by the
 * targets in proportion to what each has to mutate), FUZZ_SEED the seed (fixed by default);
 * `npm run fuzz` sends 100,000 on PGlite and on PostgreSQL (with TEST_DATABASE_URL).
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS) || 10_000;
const SEED = Number(process.env.FUZZ_SEED) || 20_240_611;
/** PGlite only, unless FUZZ_DATABASES=all (the nightly run): PostgreSQL as well when it is set. */
const databases =
  process.env.FUZZ_DATABASES === 'all' ? testDatabaseKinds : testDatabaseKinds.slice(0, 1);
/** A target's time: generous, and more for a longer run. */
const TARGET_TIMEOUT_MS = Math.max(120_000, TOTAL_RUNS * 30);
const POOL = 12;
const ERROR_CODE = /^ERR_[A-Z_]+$/;

/** Routes whose rate limit is so low that each request comes from a caller of its own. */
const LOW_RATE_LIMIT = 100;

const label = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

const targets = [...Object.keys(requestModels)];

/** How much there is to mutate in a target's request: its fields, parameters and query. */
function surface(model: RequestModel): number {
  return (
    2 +
    pathsOf(model.body ?? model.form).length +
    Object.keys(model.params ?? {}).length +
    Object.keys(model.query ?? {}).length
  );
}

/** The requests each target gets: TOTAL_RUNS shared in proportion to its surface. */
const modelOf = (target: string) => requestModels[target]!({ venueId: 'v', now: 0 });
const totalSurface = targets.reduce((sum, target) => sum + surface(modelOf(target)), 0);
const runsOf = (model: RequestModel) => Math.ceil((TOTAL_RUNS * surface(model)) / totalSurface);

/** What is wrong with an answer, or undefined when it keeps the rule. */
function ruleBroken(request: InjectOptions, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400 || !String(request.url).startsWith('/api/')) return undefined;
  let code: unknown;
  try {
    code = (res.json() as { error?: unknown }).error;
  } catch {
    return `answered ${res.statusCode} without a JSON body`;
  }
  return typeof code === 'string' && ERROR_CODE.test(code)
    ? undefined
    : `answered ${res.statusCode} with error ${JSON.stringify(code)}`;
}

const shorten = (text: unknown) => {
  const s = typeof text === 'string' ? text : JSON.stringify(text);
  return s === undefined || s.length <= 300 ? s : `${s.slice(0, 300)}… (${s.length} chars)`;
};

describe.each(databases)('no 5xx from bad input on $name', (kind) => {
  const t = useTestApp(kind);
  const pool: { sub: string; venueId: string; authorization: string }[] = [];
  let once = 0;
  let routes: RouteOptions[] = [];
  /** The statuses answered to the current target's requests, with their counts. */
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    await t.app.ready();
    routes = t.app.routeTable.filter((r) => r.method !== 'HEAD');
    for (let i = 0; i < POOL; i++) {
      const sub = `fuzz-cook-${i}`;
      pool.push({ sub, venueId: await t.addVenue(sub, `Fuzz ${i}`), ...(await t.auth(sub)) });
    }
  });

  /** Brings back the pool's venues (the delete route removes them). */
  const restoreVenues = () =>
    t.database.db
      .update(venues)
      .set({ deleted: false })
      .where(
        inArray(
          venues.id,
          pool.map((p) => p.venueId),
        ),
      );

  const rateLimitOf = (method: string, url: string) => {
    const route = routes.find((r) => label(r) === `${method} ${url}`);
    const limit = (route?.config as { rateLimit?: { max?: number } } | undefined)?.rateLimit;
    return limit?.max;
  };

  /** Sends one fuzzed request; answers what is wrong with its answer, if anything. */
  async function send(
    method: string,
    url: string,
    model: (ctx: ModelContext) => RequestModel,
    input: { user: number; ip: number; mutations: Parameters<typeof buildRequest>[3] },
  ) {
    const member = pool[input.user % POOL]!;
    const max = rateLimitOf(method, url);
    const authorization =
      max !== undefined && max < LOW_RATE_LIMIT
        ? (await t.auth(`fuzz-once-${once++}`)).authorization
        : member.authorization;
    const caller: Caller = {
      authorization: url.startsWith('/api/') ? authorization : undefined,
      // Spread over loopback addresses (never 127.0.0.x, the models' own), so that the limits
      // by address do not answer every request with 429.
      remoteAddress: `127.${1 + ((input.ip >> 16) & 127)}.${(input.ip >> 8) & 255}.${input.ip & 255 || 1}`,
    };
    // The delete route removes the caller's venue: it is brought back for the next request.
    if (method === 'DELETE' && url === '/api/venues/:venueId') await restoreVenues();
    const built = model({ venueId: member.venueId, now: Date.now() });
    const request = buildRequest(method, url, built, input.mutations, caller);
    const res = await t.app.inject(request);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const broken = ruleBroken(request, res);
    if (broken) {
      throw new Error(
        `${request.method} ${shorten(request.url)} ${broken}\n` +
          `  content-type: ${request.headers && (request.headers as Record<string, string>)['content-type']}\n` +
          `  body: ${shorten(request.payload)}\n  answer: ${shorten(res.body)}`,
      );
    }
  }

  const inputArb = fc.record({
    user: fc.nat(POOL - 1),
    ip: fc.nat(0xffffff),
    mutations: mutationsArb,
  });

  async function fuzz(
    method: string,
    url: string,
    model: (ctx: ModelContext) => RequestModel,
    seed: number,
    numRuns: number,
  ) {
    await restoreVenues();
    statuses.clear();
    await fc.assert(
      fc.asyncProperty(inputArb, (input) => send(method, url, model, input)),
      { seed, numRuns },
    );
  }

  it.each(targets.map((target, index) => ({ target, index })))(
    'answers $target below 500, with an ERR_ code for a 4xx',
    async ({ target, index }) => {
      const [method, url] = target.split(' ') as [string, string];
      await fuzz(method, url, requestModels[target]!, SEED + index, runsOf(modelOf(target)));
      if (process.env.FUZZ_RUNS) console.info(target, Object.fromEntries(statuses));
      // Some requests still reach the handler and succeed: the mutations do not all stop early.
      if (modelOf(target).status < 300) {
        expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
      }
    },
    TARGET_TIMEOUT_MS,
  );

  it(
    'fuzzes the routes no model knows yet the same way',
    async () => {
      const known = new Set<string>([...targets, ...PROVIDER_ROUTES, ...NOT_FOUND_ROUTES]);
      const unknown = routes.map(label).filter((r) => !known.has(r));
      for (const [index, target] of unknown.entries()) {
        const [method, url] = target.split(' ') as [string, string];
        await fuzz(
          method,
          url,
          () => genericModel(url),
          SEED + targets.length + index,
          runsOf(genericModel(url)),
        );
      }
    },
    TARGET_TIMEOUT_MS,
  );

  it('answers each model’s own request as the model says (the fuzz starts at the handler)', async () => {
    const statuses: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const target of targets) {
      const [method, url] = target.split(' ') as [string, string];
      const member = pool[0]!;
      const max = rateLimitOf(method, url);
      const authorization =
        max !== undefined && max < LOW_RATE_LIMIT
          ? (await t.auth(`fuzz-model-${target}`)).authorization
          : member.authorization;
      await restoreVenues();
      const model = requestModels[target]!({ venueId: member.venueId, now: Date.now() });
      const res = await t.app.inject(
        buildRequest(method, url, model, [], {
          authorization: url.startsWith('/api/') ? authorization : undefined,
          remoteAddress: '127.0.0.1',
        }),
      );
      statuses[target] = res.statusCode;
      expected[target] = model.status;
    }
    await restoreVenues();
    expect(statuses).toEqual(expected);
  });

  it('builds each model’s body from its wire schema', () => {
    for (const [target, model] of Object.entries(requestModels)) {
      const built = model({ venueId: 'fuzz-venue', now: Date.now() });
      if (!built.schema) continue;
      const parsed = built.schema.safeParse(built.body);
      expect(parsed.success, `${target}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});
