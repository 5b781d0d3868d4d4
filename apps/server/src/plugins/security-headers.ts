import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers (sync-and-security-notes section 3, items 18 and 19): a strict content
 * security policy, HSTS for a year, nosniff, and no framing.
 */
const securityHeaderOptions: Readonly<HelmetOptions> = {
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
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      // 'self': the silent sign-in completes in a same-origin frame.
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

// helmet itself: the Fastify plugin builds the headers again for every request; built once
// here, every answer gets the same headers for less.

/** Sets the security headers on every answer, before any route or middleware answers. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet(securityHeaderOptions);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
