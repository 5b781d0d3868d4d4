import middie from '@fastify/middie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { watchClosedAccounts } from './auth/closed-accounts-watch.js';
import { createEmbeddedProvider } from './auth/embedded-provider.js';
import { interactionRoutes } from './auth/interaction-routes.js';
import { pinProviderHeaders } from './auth/provider-headers.js';
import { limitTokenEndpoint } from './auth/token-rate-limit.js';
import { cookieKeys, signingKey } from './auth/server-secrets.js';
import {
  createTokenVerifier,
  localKeys,
  remoteKeys,
  type TokenVerifier,
} from './auth/verify-token.js';
import { createLicenceVerifier } from './billing/licence-verifier.js';
import { createPayments } from './billing/payments.js';
import { fastifyTrustProxy, type Config } from './config.js';
import type { Database } from './db/database.js';
import { DEFAULT_BODY_LIMIT } from './limits.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { authenticate } from './plugins/authenticate.js';
import { registerCompression } from './plugins/compression.js';
import { frameworkErrors, registerErrorAnswers } from './plugins/error-answers.js';
import { inputChecks } from './plugins/input-checks.js';
import { loggerOptions, type LogStream } from './plugins/log-options.js';
import { registerLoopbackRedirect } from './plugins/loopback-redirect.js';
import { registerRobots } from './plugins/robots.js';
import { routeTable } from './plugins/route-table.js';
import { databaseRateLimitStore } from './rate-limits/database-rate-limit-store.js';
import { connectSourcesOf, registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { authConfigRoutes } from './routes/auth-config/auth-config-routes.js';
import { licenceRoutes } from './routes/billing/licence-routes.js';
import { stripeWebhookRoutes } from './routes/billing/stripe-webhook-routes.js';
import { subscriptionRoutes } from './routes/billing/subscription-routes.js';
import { emailRoutes } from './routes/email/email-routes.js';
import { CSP_REPORT_PATH, cspReportRoutes } from './routes/csp-report/csp-report-routes.js';
import { healthRoutes } from './routes/health/health-routes.js';
import type { ImageFetchSeams } from './image-search/image-search.js';
import { imageSearchRoutes } from './routes/image-search/image-search-routes.js';
import { orderMailRoutes } from './routes/order-mail/order-mail-routes.js';
import { restrictedRoutes } from './routes/restricted/restricted-routes.js';
import { publicSiteRoutes } from './routes/sites/public-site-routes.js';
import { siteAssetRoutes } from './routes/sites/site-asset-routes.js';
import { siteRoutes } from './routes/sites/site-routes.js';
import { assetStorageOf, type AssetStorage } from './sites/assets/asset-storage.js';
import { createSyncRateLimit } from './routes/sync/sync-rate-limit.js';
import { syncRoutes } from './routes/sync/sync-routes.js';
import { thumbnailRoutes } from './routes/sync/thumbnail-routes.js';
import { accountDeletionRoutes } from './routes/users/account-deletion-routes.js';
import { userRoutes } from './routes/users/user-routes.js';
import { venueRoutes } from './routes/venues/venue-routes.js';
import { venueAccess } from './venues/venue-access.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Defaults to SMTP_URL or the outbox. */
  mailer?: Mailer;
  /** Defaults to the embedded provider's key, or the external issuer's JWKS. */
  verifier?: TokenVerifier;
  /** Where the log goes instead of standard output (the tests read it). */
  logStream?: LogStream;
  /** Defaults to the storage of the configuration (a folder under DATA_DIR, or S3). */
  assetStorage?: AssetStorage;
  /** The image search's fetches: the tests' certificate authority, resolver and local address. */
  imageFetch?: ImageFetchSeams;
}

export interface RouteEntry {
  method: string;
  url: string;
  /** False for the few public API routes (health, auth configuration). */
  authenticated: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with whether it requires a token; the authorization matrix reads it. */
    apiRoutes: RouteEntry[];
  }
}

/** Builds the server: plugins and routes, never listening (tests use inject()). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
  });
  const mailer = options.mailer ?? createMailer(config.mail, db);
  const payments = createPayments(config.billing.stripe);
  const licenceVerifier = createLicenceVerifier(config.billing.licences);
  const assetStorage = options.assetStorage ?? assetStorageOf(config.sites.assets);
  const siteAddress = { publicUrl: config.publicUrl, domain: config.sites.domain };
  app.addHook('onClose', async () => mailer.close());
  await app.register(routeTable);
  await app.register(inputChecks);

  app.decorate('apiRoutes', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({
        method,
        url: route.url,
        authenticated: !publicApiRoutes.has(`${method} ${route.url}`),
      });
    }
  });

  registerErrorAnswers(app);

  const closedAccounts = await watchClosedAccounts(database, {
    log: (message) => app.log.info(message),
  });
  app.addHook('onClose', () => closedAccounts.stop());

  await registerSecurityHeaders(
    app,
    connectSourcesOf({
      externalIssuer: config.auth.kind === 'external' ? config.auth.issuer : undefined,
      graphUrl: config.drive.provider ? config.drive.graphUrl : undefined,
    }),
    `${config.publicUrl}${CSP_REPORT_PATH}`,
  );
  await registerCompression(app);
  registerLoopbackRedirect(app, config.publicUrl, config.loopbackAliases);
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: (request) => request.userId || request.ip,
    // Counted in the database, so every server process on it shares each caller's budget.
    store: databaseRateLimitStore(database),
  });

  let verifier = options.verifier;
  if (config.auth.kind === 'embedded') {
    const key = await signingKey(db);
    const provider = createEmbeddedProvider({
      auth: config.auth,
      publicUrl: config.publicUrl,
      db,
      query: database.query,
      signingKey: key,
      cookieKeys: await cookieKeys(db),
      ...(config.drive.provider ? { driveResource: config.drive.resource } : {}),
    });
    pinProviderHeaders(app, config.publicUrl);
    limitTokenEndpoint(app, database);
    await app.register(middie);
    app.use('/oidc', provider.callback());
    await app.register(interactionRoutes(provider, db, { mailer, publicUrl: config.publicUrl }), {
      prefix: '/auth',
    });
    verifier ??= createTokenVerifier({
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      keys: localKeys(key),
    });
  }
  verifier ??= createTokenVerifier({
    issuer: config.auth.issuer,
    audience: config.auth.audience,
    keys: remoteKeys(config.auth.issuer),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database, mailer));
      await api.register(authConfigRoutes(config.auth, config.drive));
      await api.register(stripeWebhookRoutes(db, payments));
      await api.register(cspReportRoutes());
      await api.register(async (secured) => {
        await secured.register(authenticate, { verifier, closedAccounts });
        await secured.register(venueAccess, { db });
        await secured.register(userRoutes(db));
        await secured.register(
          accountDeletionRoutes({
            db,
            payments,
            mailer,
            assetStorage,
            externalSignIn: config.auth.kind === 'external',
            contact: config.mail.contact,
            closedAccounts,
          }),
        );
        await secured.register(venueRoutes(db));
        await secured.register(restrictedRoutes(db, mailer));
        await secured.register(emailRoutes(mailer, config.mail));
        await secured.register(orderMailRoutes(db, mailer));
        await secured.register(
          subscriptionRoutes({
            db,
            payments,
            mailer,
            contact: config.mail.contact,
            publicUrl: config.publicUrl,
          }),
        );
        await secured.register(licenceRoutes(db, licenceVerifier, Boolean(payments)));
        const syncLimit = createSyncRateLimit(app, config.syncRateLimit);
        await secured.register(syncRoutes(database, syncLimit));
        await secured.register(thumbnailRoutes(db, syncLimit));
        await secured.register(siteRoutes(db, siteAddress, syncLimit));
        await secured.register(siteAssetRoutes(db, assetStorage));
        await secured.register(imageSearchRoutes(config.imageSearch, options.imageFetch));
      });
    },
    { prefix: '/api' },
  );
  registerRobots(app, config.publicUrl);
  await app.register(publicSiteRoutes(database, siteAddress, assetStorage));
  await registerWebApp(app, config.webDist, config.publicUrl);
  return app;
}

const publicApiRoutes = new Set([
  'GET /api/health',
  'GET /api/auth-config',
  'POST /api/stripe/webhook',
  'POST /api/csp-report',
]);
