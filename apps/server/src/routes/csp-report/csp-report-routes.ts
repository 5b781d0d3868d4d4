import type { FastifyPluginAsync } from 'fastify';
import { CSP_REPORT_BODY_LIMIT, CSP_REPORT_RATE_LIMIT } from '../../limits.js';

/** The path the content security policy sends its violation reports to. */
export const CSP_REPORT_PATH = '/api/csp-report';

/** The content types browsers send reports with: report-uri's, the Reporting API's, plain JSON. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;

/** What is logged of one violation: no query string, fragment, user name or script sample. */
export interface LoggedViolation {
  directive: string;
  blocked: string;
  page: string;
  disposition: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

/**
 * An address without what may carry a secret: its origin and path only, or a keyword the
 * browser uses ('inline', 'eval', 'data', ...) as it is.
 */
export function addressWithoutSecrets(value: unknown): string {
  const raw = text(value);
  if (raw === '') return '';
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return `${url.origin}${url.pathname}`;
    return url.protocol.replace(/:$/, '');
  } catch {
    return /^[a-z-]+$/i.test(raw) ? raw : '[unreadable]';
  }
}

/** The violations of a report body, in either format; anything else gives none. */
export function violationsOf(body: unknown): LoggedViolation[] {
  const reports: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    // The Reporting API: [{ type: 'csp-violation', body: { effectiveDirective, blockedURL, ... } }]
    for (const entry of body.slice(0, 10)) {
      const report = (entry ?? {}) as Record<string, unknown>;
      if (report.type === 'csp-violation' && report.body && typeof report.body === 'object') {
        const b = report.body as Record<string, unknown>;
        reports.push({
          directive: b.effectiveDirective,
          blocked: b.blockedURL,
          page: b.documentURL,
          disposition: b.disposition,
        });
      }
    }
  } else if (body && typeof body === 'object' && 'csp-report' in body) {
    // report-uri: { 'csp-report': { 'effective-directive', 'blocked-uri', 'document-uri', ... } }
    const b = ((body as Record<string, unknown>)['csp-report'] ?? {}) as Record<string, unknown>;
    reports.push({
      directive: b['effective-directive'] ?? b['violated-directive'],
      blocked: b['blocked-uri'],
      page: b['document-uri'],
      disposition: b.disposition,
    });
  }
  return reports.map((r) => ({
    directive: text(r.directive).split(' ')[0] ?? '',
    blocked: addressWithoutSecrets(r.blocked),
    page: addressWithoutSecrets(r.page),
    disposition: text(r.disposition),
  }));
}

/**
 * POST /api/csp-report, public (sync-and-security-notes §3, item 18): the browser's reports of
 * content security policy violations, in the report-uri format (`application/csp-report`) or
 * the Reporting API's (`application/reports+json`). No sign-in (a browser sends reports
 * without the app's token), a small body (CSP_REPORT_BODY_LIMIT), rate limited per address
 * (CSP_REPORT_RATE_LIMIT); each violation is logged as its directive and the blocked and page
 * addresses without query or fragment, never a script sample. Answers 204 with no body, also
 * for a body that holds no violation: nothing is stored and nothing is told back.
 */
export const cspReportRoutes = (): FastifyPluginAsync => async (app) => {
  for (const type of REPORT_TYPES) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, undefined);
        }
      },
    );
  }
  app.post(
    '/csp-report',
    { bodyLimit: CSP_REPORT_BODY_LIMIT, config: { rateLimit: CSP_REPORT_RATE_LIMIT } },
    async (request, reply) => {
      for (const violation of violationsOf(request.body)) {
        request.log.warn({ csp: violation }, 'content security policy violation');
      }
      return reply.code(204).send();
    },
  );
};
