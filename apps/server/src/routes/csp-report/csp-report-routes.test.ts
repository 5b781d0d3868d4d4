import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_REPORT_BODY_LIMIT, CSP_REPORT_RATE_LIMIT } from '../../limits.js';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { addressWithoutSecrets } from './csp-report-routes.js';

/** A report as browsers send it to report-uri, with secrets in the addresses and a sample. */
const reportUri = {
  'csp-report': {
    'document-uri': 'https://larder.example/auth2?code=SECRET-CODE&state=SECRET-STATE#frag',
    referrer: 'https://larder.example/signin?token=SECRET-REFERRER',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://user:SECRET-PASSWORD@evil.example/x.js?session=SECRET-SESSION',
    'script-sample': 'SECRET-SAMPLE',
    'status-code': 200,
  },
};

/** The same violation in the Reporting API's format (report-to). */
const reportingApi = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://larder.example/dash?token=SECRET-TOKEN',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://larder.example/dash?token=SECRET-TOKEN',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-attr',
      disposition: 'enforce',
      sample: 'SECRET-SAMPLE',
      statusCode: 200,
    },
  },
];

describe.each(testDatabaseKinds)('content security policy reports on $name', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await kind.open();
    t = await buildTestApp(database, {
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
  });

  const post = (type: string, payload: unknown, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': type },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress,
    });

  it('takes reports without sign-in in both formats with 204, and logs them without secrets', async () => {
    lines.length = 0;
    const first = await post('application/csp-report', reportUri, '10.1.0.1');
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const second = await post('application/reports+json', reportingApi, '10.1.0.1');
    expect(second.statusCode).toBe(204);

    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.csp);
    expect(logged.map((entry) => entry.csp)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: 'https://larder.example/auth2',
        disposition: 'enforce',
      },
      {
        directive: 'style-src-attr',
        blocked: 'inline',
        page: 'https://larder.example/dash',
        disposition: 'enforce',
      },
    ]);
    expect(lines.join('\n')).not.toMatch(/SECRET/);
  });

  it('answers 204 to a body that holds no violation, and logs nothing of it', async () => {
    lines.length = 0;
    for (const [type, body] of [
      ['application/csp-report', '{not json'],
      ['application/reports+json', [{ type: 'deprecation', body: { id: 'SECRET-X' } }]],
      ['application/json', { hello: 'SECRET-Y' }],
    ] as const) {
      const res = await post(type, body, '10.2.0.1');
      expect(res.statusCode, type).toBe(204);
    }
    expect(lines.join('\n')).not.toMatch(/SECRET|violation/);
  });

  it(`refuses a report over ${CSP_REPORT_BODY_LIMIT} bytes with 413`, async () => {
    const big = {
      'csp-report': {
        ...reportUri['csp-report'],
        'script-sample': 'x'.repeat(CSP_REPORT_BODY_LIMIT),
      },
    };
    const res = await post('application/csp-report', big, '10.3.0.1');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('ERR_TOO_LARGE');
  });

  it(`answers 429 after ${CSP_REPORT_RATE_LIMIT.max} reports a minute from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CSP_REPORT_RATE_LIMIT.max; i++) {
      statuses.push((await post('application/csp-report', reportUri, '10.4.0.1')).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address keeps its own budget.
    expect((await post('application/csp-report', reportUri, '10.4.0.2')).statusCode).toBe(204);
  });
});

describe('addresses in reports', () => {
  it('keeps the origin and path, and the browser’s keywords, and drops the rest', () => {
    expect(addressWithoutSecrets('https://a:b@x.example:8443/p/q?r=s#t')).toBe(
      'https://x.example:8443/p/q',
    );
    expect(addressWithoutSecrets('eval')).toBe('eval');
    expect(addressWithoutSecrets('data:text/html;base64,SECRET')).toBe('data');
    expect(addressWithoutSecrets('not a url ?token=SECRET')).toBe('[unreadable]');
    expect(addressWithoutSecrets(42)).toBe('');
  });
});
