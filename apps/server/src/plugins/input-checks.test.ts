import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.js';
import { testDatabaseKinds } from '../test-support/databases.js';
import { useTestApp } from '../test-support/test-app.js';
import { MAX_JSON_DEPTH } from './input-checks.js';

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const nestedIn = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** No 5xx from bad input: the checks every request passes before a handler sees it. */
describe.each(testDatabaseKinds)('request checks on $name', (kind) => {
  const t = useTestApp(kind);

  it('refuses a NUL in the contact form with 400 naming the field, and sends nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email',
      headers: await t.auth('nul-writer'),
      payload: {
        emailObject: { name: 'Sam', email: 'sam@example.com', message: 'Hello\u0000there' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ERR_BAD_REQUEST',
      issue: {
        reason: 'field-character',
        path: 'emailObject.message',
        params: { character: 'U+0000' },
      },
    });
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('refuses half a surrogate pair in a body, as escape or as field name, and keeps whole pairs', async () => {
    const headers = { ...(await t.auth('surrogates')), ...json };
    const lone = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers,
      payload: '{"flag":"add","venue":{"venue_name":"Caf\\ud800"}}',
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().issue).toEqual({
      reason: 'field-character',
      path: 'venue.venue_name',
      params: { character: 'U+D800' },
    });
    const badName = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers,
      payload: '{"flag":"add","venue":{"venue_name":"Cafe","PROFILE":{"\\u0000":1}}}',
    });
    expect(badName.json().issue).toMatchObject({ path: 'venue.PROFILE' });
    const pair = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers,
      payload: '{"flag":"add","venue":{"venue_name":"Caf\\ud83d\\ude00"}}',
    });
    expect(pair.statusCode).toBe(200);
    expect(pair.json().venue.venue_name).toBe('Caf😀');
  });

  it(`parses JSON nested ${MAX_JSON_DEPTH} deep and refuses one level more, 5,000 too`, async () => {
    const headers = { ...(await t.auth('nester')), ...json };
    const body = (depth: number) =>
      `{"flag":"add","venue":{"venue_name":"Deep","PROFILE":{"x":${nestedIn(depth)}}}}`;
    // The body's own three levels plus the array's.
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers,
      payload: body(MAX_JSON_DEPTH - 3),
    });
    expect(allowed.statusCode).toBe(200);
    for (const depth of [MAX_JSON_DEPTH - 2, 5_000]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/venues',
        headers,
        payload: body(depth),
      });
      expect({ status: res.statusCode, body: res.json() }, `depth ${depth}`).toEqual({
        status: 400,
        body: {
          error: 'ERR_BAD_REQUEST',
          message: `nested deeper than ${MAX_JSON_DEPTH}`,
          issue: { reason: 'field-too-large', params: { depth: MAX_JSON_DEPTH } },
        },
      });
    }
  });

  it('refuses %00 in a path id and a query value before the venue is looked up, even unsigned', async () => {
    const venueId = await t.addVenue('pather', 'Paths');
    const headers = await t.auth('pather');
    const cases = [
      { url: '/api/venues/ab%00cd', path: 'venueId' },
      { url: `/api/sync/v1/venues/${venueId}/thumbnails/a%00b`, path: 'foodkey', method: 'DELETE' },
      { url: `/api/sync/v1/venues/${venueId}/pull?cursor=x%00`, path: 'cursor' },
      { url: `/api/sync/v1/venues/${venueId}/pull?limit=1%00`, path: 'limit' },
    ] as const;
    for (const { url, path, ...rest } of cases) {
      for (const signed of [headers, {}]) {
        const res = await t.app.inject({ ...rest, url, headers: signed });
        expect({ status: res.statusCode, issue: res.json().issue }, url).toEqual({
          status: 400,
          issue: { reason: 'field-character', path, params: expect.any(Object) },
        });
      }
    }
  });

  it('answers every bad request Fastify itself refuses with a 4xx and an ERR_ code', async () => {
    const headers = await t.auth('fastify-errors');
    const cases = [
      { payload: '{bad', type: 'application/json', status: 400, error: 'ERR_BAD_REQUEST' },
      { payload: '', type: 'application/json', status: 400, error: 'ERR_BAD_REQUEST' },
      {
        payload: '{"__proto__":{"admin":true}}',
        type: 'application/json',
        status: 400,
        error: 'ERR_BAD_REQUEST',
      },
      { payload: '<a/>', type: 'application/xml', status: 415, error: 'ERR_BAD_REQUEST' },
      {
        payload: `"${'x'.repeat(1024 * 1024)}"`,
        type: 'application/json',
        status: 413,
        error: 'ERR_TOO_LARGE',
      },
    ];
    for (const { payload, type, status, error } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: { ...headers, 'content-type': type },
        payload,
      });
      expect({ status: res.statusCode, error: res.json().error }, payload.slice(0, 30)).toEqual({
        status,
        error,
      });
    }
    for (const [url, status, error] of [
      ['/api/venues/%ZZ', 400, 'ERR_BAD_REQUEST'],
      ['/api/venues/ab%ED%A0%80', 400, 'ERR_BAD_REQUEST'],
      [`/api/venues/${'v'.repeat(101)}`, 414, 'ERR_TOO_LARGE'],
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect({ status: res.statusCode, error: res.json().error }, url).toEqual({ status, error });
    }
  });

  it('checks the sign-in pages and the provider too: forms, queries and the token endpoint', async () => {
    const cases = [
      { method: 'GET', url: '/oidc/auth?client_id=larder-web&state=%00' },
      { method: 'GET', url: '/auth/interaction/a%00b' },
      {
        method: 'POST',
        url: '/auth/interaction/some-uid/login',
        headers: form,
        payload: 'email=a%40b.c&password=x%00y',
      },
    ] as const;
    for (const request of cases) {
      const res = await t.app.inject(request);
      expect({ status: res.statusCode, reason: res.json().issue?.reason }, request.url).toEqual({
        status: 400,
        reason: 'field-character',
      });
    }
    // The provider reads its own form bodies: a NUL in a code, a token or a client id is unknown.
    for (const payload of [
      'grant_type=authorization_code&code=a%00b&client_id=larder-web&redirect_uri=x&code_verifier=y',
      'grant_type=refresh_token&refresh_token=a%00b&client_id=larder-web',
      'grant_type=refresh_token&refresh_token=abc&client_id=larder%00web',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: form,
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });
});
