import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskUrl, REDACTED } from './log-options.js';

describe('log redaction', () => {
  it('masks secret query values and interaction ids in a logged URL, and nothing else', () => {
    expect(maskUrl('/auth2?code=abc123&state=s1&iss=http%3A%2F%2Fx')).toBe(
      `/auth2?code=${REDACTED}&state=${REDACTED}&iss=http%3A%2F%2Fx`,
    );
    expect(
      maskUrl('/oidc/session/end?id_token_hint=a.b.c&post_logout_redirect_uri=%2F&Access_Token=t'),
    ).toBe(
      `/oidc/session/end?id_token_hint=${REDACTED}&post_logout_redirect_uri=%2F&Access_Token=${REDACTED}`,
    );
    expect(maskUrl('/x?%63ode=abc&refresh_token&codes=1')).toBe(
      `/x?%63ode=${REDACTED}&refresh_token=${REDACTED}&codes=1`,
    );
    expect(maskUrl('/api/venues/abc')).toBe('/api/venues/abc');
    expect(maskUrl('/auth/interaction/uid-1/login?x=1')).toBe(
      `/auth/interaction/${REDACTED}/login?x=1`,
    );
    expect(maskUrl('/oidc/auth/uid-1')).toBe(`/oidc/auth/${REDACTED}`);
    expect(maskUrl('/oidc/auth?client_id=c')).toBe('/oidc/auth?client_id=c');
    expect(maskUrl('/x?%ZZ=1&code=%E0')).toBe(`/x?%ZZ=1&code=${REDACTED}`);
  });

  it('logs requests with the URL masked and without headers, and redacts secret fields', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
    app.get('/auth2', async (request) => {
      request.log.info(
        {
          headers: { authorization: 'Bearer header-secret', cookie: 'sid=cookie-secret' },
          user: { password: 'password-secret', name: 'Sam' },
          access_token: 'token-secret',
        },
        'something happened',
      );
      return { ok: true };
    });
    const res = await app.inject({
      url: '/auth2?code=code-secret&state=state-secret',
      headers: { authorization: 'Bearer bearer-secret', cookie: '_session=session-secret' },
    });
    expect(res.statusCode).toBe(200);
    await app.close();
    const log = lines.join('');
    expect(log).toContain(`"url":"/auth2?code=${REDACTED}&state=${REDACTED}"`);
    expect(log).toContain('"name":"Sam"');
    for (const secret of [
      'header',
      'cookie',
      'password',
      'token',
      'code',
      'state',
      'bearer',
      'session',
    ]) {
      expect(log, secret).not.toContain(`${secret}-secret`);
    }
  });
});
