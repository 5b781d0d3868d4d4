import {
  accountDeletionBodySchema,
  BUCKET_COUNT,
  cancelBodySchema,
  checkoutBodySchema,
  contactEmailSchema,
  defaultSiteSettings,
  encodeRestrictedCode,
  formatHlc,
  pushBodySchema,
  redeemBodySchema,
  restrictedCodeSchema,
  restrictedResetSchema,
  sitePublishBodySchema,
  siteTagBodySchema,
  thumbnailBodySchema,
  thumbnailRequestSchema,
  userSettingUpdateSchema,
  venueSaveSchema,
} from '@larder/domain';
import type { z } from 'zod';
import { EMBEDDED_CLIENT_ID } from '../config.js';

/** What a model's request may use: a venue the caller owns, and the time. */
export interface ModelContext {
  venueId: string;
  now: number;
}

/**
 * A valid-ish request for one route, before the fuzz mutates it: path parameters, query, and
 * a JSON body or a form. `status` is what the request as built is answered with (a model
 * that no longer reaches its handler fails its own test).
 */
export interface RequestModel {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  /** The wire schema the body is built from; the model's body must pass it. */
  schema?: z.ZodType;
  status: number;
}

/** A device of the venue's owner (a client id belongs to one user). */
const clientIdFor = (venueId: string) => `device-${venueId}`.slice(0, 64);
const FOODKEY = 'FUZZ FLOUR';
const PICTURE = { dataUrl: 'data:image/webp;base64,UklGRiIAAABXRUJQ', width: 96, height: 64 };

const ingredient = {
  type: 'single',
  foodkey: FOODKEY,
  name: 'fuzz flour',
  purchaseprice: 2.5,
  purchaseqty: 1,
  purchaseunit: 'kg',
};

/** A payment provider event as Stripe posts it (unsigned here: the fuzz's app has no keys). */
export const STRIPE_EVENT = {
  id: 'evt_fuzz',
  object: 'event',
  type: 'customer.subscription.updated',
  data: { object: { id: 'sub_fuzz', object: 'subscription', customer: 'cus_fuzz' } },
};

/** The embedded provider's endpoints under /oidc (mounted as middleware, not in the route table). */
export const PROVIDER_ROUTES = [
  'GET /oidc/auth',
  'POST /oidc/token',
  'GET /oidc/session/end',
  'POST /oidc/session/end/confirm',
  'GET /oidc/me',
  'GET /oidc/jwks',
  'GET /oidc/.well-known/openid-configuration',
] as const;

/** Paths no route serves: the not-found answer is fuzzed too. */
export const NOT_FOUND_ROUTES = ['GET /api/:rest', 'POST /api/venues/:venueId/:rest'] as const;

/** The request models by route ('METHOD /url' as the route table has it). */
export const requestModels: Record<string, (ctx: ModelContext) => RequestModel> = {
  'GET /api/health': () => ({ status: 200 }),
  'GET /api/auth-config': () => ({ status: 200 }),
  'GET /api/user': () => ({ status: 200 }),
  'GET /api/count': () => ({ status: 200 }),
  // Rate limited low, so each request is a new caller's: an account without an address, which
  // the word confirms.
  'DELETE /api/users/me': () => ({
    body: { confirm: 'DELETE' },
    schema: accountDeletionBodySchema,
    status: 200,
  }),
  'PUT /api/user/setting': () => ({
    body: { setting: { currency: '$' } },
    schema: userSettingUpdateSchema,
    status: 200,
  }),
  'GET /api/venues/:venueId': ({ venueId }) => ({ params: { venueId }, status: 200 }),
  'DELETE /api/venues/:venueId': ({ venueId }) => ({ params: { venueId }, status: 200 }),
  'POST /api/venues': ({ venueId }) => ({
    body: {
      flag: 'edit',
      venue: {
        id: venueId,
        venue_name: 'Fuzz Kitchen',
        PROFILE: {
          address: '1 High Street',
          phone: '+44 1234',
          email: 'kitchen@example.com',
          website: 'https://example.com',
          cuisine: 'bistro',
        },
      },
    },
    schema: venueSaveSchema,
    status: 200,
  }),
  'PUT /api/user/restricted': () => ({
    body: { restrictedCode: encodeRestrictedCode('4321') },
    schema: restrictedCodeSchema,
    status: 200,
  }),
  'POST /api/user/restricted/verify': () => ({
    body: { restrictedCode: encodeRestrictedCode('4321') },
    schema: restrictedCodeSchema,
    status: 200,
  }),
  // A fresh caller has no restricted code: the handler answers its own 400.
  'POST /api/user/restricted/reset-code': () => ({ status: 400 }),
  'POST /api/user/restricted/reset': () => ({
    body: { code: '123456' },
    schema: restrictedResetSchema,
    status: 400,
  }),
  'POST /api/email': () => ({
    body: {
      emailObject: {
        name: 'Fuzz Cook',
        email: 'cook@example.com',
        subject: 'Hello',
        message: 'A question about costing.',
      },
    },
    schema: contactEmailSchema,
    status: 200,
  }),
  'POST /api/sync/v1/venues/:venueId/push': ({ venueId, now }) => ({
    params: { venueId },
    body: {
      protocol: 1,
      schemaVersion: 1,
      clientId: clientIdFor(venueId),
      mutations: [
        {
          // Later with every request, so that no push is a duplicate of the one before.
          mid: now,
          kind: 'item',
          key: FOODKEY,
          gen: 0,
          hlc: formatHlc({ ms: now, counter: 0, node: clientIdFor(venueId) }),
          doc: ingredient,
        },
      ],
    },
    schema: pushBodySchema,
    status: 200,
  }),
  'GET /api/sync/v1/venues/:venueId/pull': ({ venueId }) => ({
    params: { venueId },
    query: { limit: '50' },
    status: 200,
  }),
  'POST /api/sync/v1/venues/:venueId/buckets': ({ venueId }) => ({
    params: { venueId },
    body: { digests: Array.from({ length: BUCKET_COUNT }, () => '0123456789abcdef') },
    status: 200,
  }),
  'GET /api/sync/v1/venues/:venueId/thumbnails': ({ venueId }) => ({
    params: { venueId },
    status: 200,
  }),
  'POST /api/sync/v1/venues/:venueId/thumbnails/read': ({ venueId }) => ({
    params: { venueId },
    body: { foodkeys: [FOODKEY] },
    schema: thumbnailRequestSchema,
    status: 200,
  }),
  'PUT /api/sync/v1/venues/:venueId/thumbnails/:foodkey': ({ venueId }) => ({
    params: { venueId, foodkey: FOODKEY },
    body: PICTURE,
    schema: thumbnailBodySchema,
    status: 200,
  }),
  'DELETE /api/sync/v1/venues/:venueId/thumbnails/:foodkey': ({ venueId }) => ({
    params: { venueId, foodkey: FOODKEY },
    status: 204,
  }),
  // The fuzz's app has no IMAGE_SEARCH_URL: a checked name answers that the search is off.
  'GET /api/venues/:venueId/image-search': ({ venueId }) => ({
    params: { venueId },
    query: { name: 'Tomatoes' },
    status: 409,
  }),
  // Venue sites: the fuzz's venues are not Pro, so a tag answers 402 once the body is checked.
  'GET /api/venues/:venueId/site': ({ venueId }) => ({ params: { venueId }, status: 200 }),
  'POST /api/venues/:venueId/site/tag-check': ({ venueId }) => ({
    params: { venueId },
    body: { tag: 'fuzz-cafe' },
    schema: siteTagBodySchema,
    status: 200,
  }),
  'PUT /api/venues/:venueId/site/tag': ({ venueId }) => ({
    params: { venueId },
    body: { tag: 'fuzz-cafe' },
    schema: siteTagBodySchema,
    status: 402,
  }),
  'PUT /api/venues/:venueId/site': ({ venueId }) => ({
    params: { venueId },
    body: { settings: defaultSiteSettings() },
    schema: sitePublishBodySchema,
    status: 200,
  }),
  'POST /api/venues/:venueId/site/refresh': ({ venueId }) => ({
    params: { venueId },
    status: 200,
  }),
  // Billing, without payment keys or a licence verifier (the fuzz's app): the body is checked
  // first, then 409 ERR_PAYMENTS_OFF. fuzz/billing-fuzz.test.ts fuzzes them with payments on.
  'GET /api/subscription': () => ({ status: 200 }),
  'POST /api/subscription/checkout': () => ({
    body: { planId: 'pro-2' },
    schema: checkoutBodySchema,
    status: 409,
  }),
  'POST /api/subscription/portal': () => ({ body: {}, status: 409 }),
  'POST /api/subscription/cancel': () => ({
    body: { feedback: 'Closing for the winter' },
    schema: cancelBodySchema,
    status: 409,
  }),
  'POST /api/licences/redeem': () => ({
    body: { source: 'test', productId: 'larder.pro.venues.5', receipt: 'e30.c2lnbmF0dXJl' },
    schema: redeemBodySchema,
    status: 409,
  }),
  'POST /api/stripe/webhook': () => ({
    body: STRIPE_EVENT,
    status: 409,
  }),
  // A browser's report of a content security policy violation (report-uri's format as JSON).
  'POST /api/csp-report': () => ({
    body: {
      'csp-report': {
        'document-uri': 'https://larder.example/dash?token=t',
        'effective-directive': 'img-src',
        'blocked-uri': 'https://images.example/a.png',
        disposition: 'enforce',
      },
    },
    status: 204,
  }),
  // The sign-in pages: without the provider's interaction cookie each answers its error page.
  'GET /auth/interaction/:uid': () => ({ params: { uid: 'fuzz-uid' }, status: 400 }),
  'POST /auth/interaction/:uid/login': () => ({
    params: { uid: 'fuzz-uid' },
    form: { email: 'cook@example.com', password: 'correct horse' },
    status: 400,
  }),
  'GET /auth/interaction/:uid/signup': () => ({ params: { uid: 'fuzz-uid' }, status: 400 }),
  'POST /auth/interaction/:uid/signup': () => ({
    params: { uid: 'fuzz-uid' },
    form: {
      name: 'Fuzz Cook',
      email: 'cook@example.com',
      password: 'correct horse',
      confirm: 'correct horse',
    },
    status: 400,
  }),
  'GET /auth/interaction/:uid/abort': () => ({ params: { uid: 'fuzz-uid' }, status: 400 }),
  'GET /auth/assets/sign-out.js': () => ({ status: 200 }),
  'GET /oidc/auth': () => ({
    query: {
      client_id: EMBEDDED_CLIENT_ID,
      response_type: 'code',
      redirect_uri: 'http://localhost:8080/auth2',
      scope: 'openid profile email offline_access api',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'fuzz-state',
      nonce: 'fuzz-nonce',
    },
    status: 303,
  }),
  'POST /oidc/token': () => ({
    form: {
      grant_type: 'authorization_code',
      code: 'fuzz-code',
      redirect_uri: 'http://localhost:8080/auth2',
      client_id: EMBEDDED_CLIENT_ID,
      code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    },
    status: 400,
  }),
  'GET /oidc/session/end': () => ({
    query: { id_token_hint: 'a.b.c', post_logout_redirect_uri: 'http://localhost:8080/' },
    status: 400,
  }),
  'POST /oidc/session/end/confirm': () => ({
    form: { xsrf: 'fuzz-xsrf', logout: 'yes' },
    status: 400,
  }),
  'GET /oidc/me': () => ({ status: 401 }),
  'GET /oidc/jwks': () => ({ status: 200 }),
  'GET /oidc/.well-known/openid-configuration': () => ({ status: 200 }),
  'GET /api/:rest': () => ({ params: { rest: 'nothing-here' }, status: 404 }),
  'POST /api/venues/:venueId/:rest': ({ venueId }) => ({
    params: { venueId, rest: 'open' },
    body: {},
    status: 404,
  }),
};

/** A route the models do not know yet: its parameters filled in, no body. */
export function genericModel(url: string): RequestModel {
  const params = Object.fromEntries(
    [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1]!, 'fuzz']),
  );
  return { params, status: 0 };
}
