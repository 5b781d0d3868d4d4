import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers (sync-and-security-notes section 3, items 18 and 19): a strict content
 * security policy, HSTS for a year, nosniff, and no framing. `connectSources` are the origins
 * the page may call besides its own (connect-src): an external issuer, Graph and the OneDrive
 * hosts while the drive mirror is on (`connectSourcesOf`).
 */
const securityHeaderOptions = (
  connectSources: readonly string[],
  reportUrl: string | undefined,
): Readonly<HelmetOptions> => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes its CSS variables into a style element at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // data: for the icon font the calendar library carries inside its style sheet.
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectSources],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      // 'self': the silent sign-in completes in a same-origin frame.
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      // Violations are reported (POST /api/csp-report): report-to where the browser has the
      // Reporting API, report-uri where it has not.
      ...(reportUrl ? { reportUri: [reportUrl], reportTo: [CSP_REPORT_GROUP] } : {}),
    },
  },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

// helmet itself: the Fastify plugin builds the headers again for every request; built once
// here, every answer gets the same headers for less.

/** The Reporting API's name for the endpoint of violation reports (`report-to`). */
export const CSP_REPORT_GROUP = 'csp';

/**
 * Sets the security headers on every answer, before any route or middleware answers; with
 * `reportUrl`, the policy's violations are reported there (`Reporting-Endpoints` names it).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  connectSources: readonly string[] = [],
  reportUrl?: string,
) {
  const setHeaders = helmet(securityHeaderOptions(connectSources, reportUrl));
  const endpoints = reportUrl ? `${CSP_REPORT_GROUP}="${reportUrl}"` : undefined;
  app.addHook('onRequest', (request, reply, done) => {
    if (endpoints) reply.raw.setHeader('Reporting-Endpoints', endpoints);
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/** Microsoft Graph's host: its uploads and downloads go to the OneDrive hosts below. */
const MICROSOFT_GRAPH_HOST = 'graph.microsoft.com';

/**
 * Where OneDrive sends a browser for file contents: upload session URLs and download
 * redirects (OneDrive for consumers on 1drv.com and onedrive.com, work and school accounts on
 * SharePoint).
 */
export const ONEDRIVE_UPLOAD_HOSTS = [
  'https://*.1drv.com',
  'https://api.onedrive.com',
  'https://*.onedrive.com',
  'https://*.sharepoint.com',
] as const;

/**
 * The origins connect-src allows besides the app's own: the external issuer (discovery and
 * token calls from the browser), and with the drive mirror on the Graph address and, for
 * Microsoft Graph, the OneDrive hosts (a Graph-compatible server elsewhere serves its uploads
 * at its own origin).
 */
export function connectSourcesOf(options: {
  externalIssuer: string | undefined;
  graphUrl: string | undefined;
}): string[] {
  const sources = new Set<string>();
  if (options.externalIssuer) sources.add(new URL(options.externalIssuer).origin);
  if (options.graphUrl) {
    const graph = new URL(options.graphUrl);
    sources.add(graph.origin);
    if (graph.hostname === MICROSOFT_GRAPH_HOST)
      ONEDRIVE_UPLOAD_HOSTS.forEach((h) => sources.add(h));
  }
  return [...sources];
}
