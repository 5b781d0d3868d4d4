import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import { API_SCOPE, type AuthConfig } from '../config.js';
import { DRIVE_FILES_SCOPE } from '../drive-config.js';
import type { Db } from '../db/database.js';
import type { Query } from '../db/statements.js';
import { accounts } from '../db/schema.js';
import { oidcAdapterFor } from './oidc-adapter.js';
import { errorPage, signOutPage } from './pages.js';

export interface EmbeddedProviderOptions {
  auth: Extract<AuthConfig, { kind: 'embedded' }>;
  publicUrl: string;
  db: Db;
  /** The database's named statements, for the provider's models. */
  query: Query;
  signingKey: JWK;
  cookieKeys: string[];
  /**
   * The cloud-drive mirror's resource (DRIVE_RESOURCE) when DRIVE_MIRROR=onedrive: the provider
   * then also issues access tokens for it, with the OneDrive app-folder scope.
   */
  driveResource?: string;
}

/** Access tokens live an hour, for the API and the drive alike. */
const ACCESS_TOKEN_TTL_S = 60 * 60;

/** Scopes the product's own web client is granted without a consent screen. */
const firstPartyScopes = 'openid profile email offline_access';

/**
 * The embedded OpenID Connect provider (mounted under /oidc): local accounts, authorization
 * code + PKCE for the product's own public client, RS256 JWT access tokens for our API, and,
 * with the drive mirror on, for the drive resource (a Graph-compatible endpoint checks them;
 * our API refuses them: their audience is not its own).
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { auth, publicUrl, db, query, driveResource } = options;
  /** Each resource the product's own client may ask a token for, with the scope it carries. */
  const resources = new Map<string, string>([[auth.audience, API_SCOPE]]);
  if (driveResource && driveResource !== auth.audience) {
    resources.set(driveResource, DRIVE_FILES_SCOPE);
  }

  const configuration: Configuration = {
    adapter: oidcAdapterFor(query),
    clients: [
      {
        client_id: auth.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/auth2`, `${publicUrl}/silent-renew.html`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    jwks: { keys: [options.signingKey as never] },
    cookies: { keys: options.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    pkce: { required: () => true },
    // The web app is served from this origin: only it may call the provider from a browser.
    clientBasedCORS: (_ctx, origin) => origin === new URL(publicUrl).origin,
    interactions: {
      url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signOutPage(form);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => auth.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          const scope = resources.get(resourceIndicator);
          if (!scope) throw new errors.InvalidTarget();
          return {
            scope,
            audience: resourceIndicator,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL_S,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    findAccount: async (_ctx, id) => {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          email: account.email,
          email_verified: false,
          name: account.name,
          preferred_username: account.email,
        }),
      };
    },
    // The product's own client needs no consent screen: grant what it asks for, once.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId =
        (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
        session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing && (client.clientId !== auth.clientId || grantsEveryResource(existing))) {
          return existing;
        }
        if (existing) {
          // Granted before the drive was on: the product's own client gets the drive too.
          grantResources(existing);
          await existing.save();
          return existing;
        }
      }
      if (client.clientId !== auth.clientId) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(firstPartyScopes);
      grantResources(grant);
      await grant.save();
      session.ensureClientContainer(client.clientId);
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error ?? 'Unknown error');
    },
  };

  type Grant = InstanceType<Provider['Grant']>;
  function grantResources(grant: Grant) {
    for (const [resource, scope] of resources) grant.addResourceScope(resource, scope);
  }
  function grantsEveryResource(grant: Grant) {
    return [...resources].every(([resource, scope]) =>
      (grant.getResourceScope(resource) ?? '').split(' ').includes(scope),
    );
  }

  const provider = new Provider(auth.issuer, configuration);
  // It reads only headers the server pinned (provider-headers.ts): the origin of PUBLIC_URL
  // and the client address found under TRUST_PROXY.
  provider.proxy = true;
  return provider;
}
