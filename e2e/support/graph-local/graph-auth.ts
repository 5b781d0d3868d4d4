import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import { GraphError } from './graph-errors.js';

export interface GraphAuthOptions {
  /** The issuer whose tokens are accepted (`iss`). */
  issuer: string;
  /** The drive resource: the `aud` a Graph token carries. */
  audience: string;
  /** The issuer's keys; without them they are read from its discovery document's `jwks_uri`. */
  jwks?: JSONWebKeySet;
  /** A scope the token must grant (in `scp` or `scope`); null checks none. */
  requiredScope?: string | null;
}

type KeySource = ReturnType<typeof createLocalJWKSet>;

/** Checks bearer tokens as JWTs signed by the issuer's keys, for the drive's audience. */
export function createGraphAuth(options: GraphAuthOptions) {
  let keys: Promise<KeySource> | undefined;
  const keySource = (): Promise<KeySource> =>
    (keys ??= options.jwks
      ? Promise.resolve(createLocalJWKSet(options.jwks))
      : discoverKeys(options.issuer).catch((error: unknown) => {
          keys = undefined;
          throw error;
        }));
  const required =
    options.requiredScope === undefined ? 'Files.ReadWrite.AppFolder' : options.requiredScope;

  /** The token's subject: one drive per subject. Throws a 401 or 403 GraphError. */
  return async function authenticate(authorization: string | undefined): Promise<string> {
    const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw invalidToken('Access token is empty.');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await keySource(), {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256', 'ES256'],
        clockTolerance: 60,
      }));
    } catch {
      throw invalidToken('Access token validation failure.');
    }
    if (!payload.sub) throw invalidToken('Access token has no subject.');
    if (required) {
      const granted = `${String(payload.scp ?? '')} ${String(payload.scope ?? '')}`.split(/\s+/);
      if (!granted.includes(required) && !granted.includes('Files.ReadWrite')) {
        throw new GraphError(403, 'accessDenied', 'The caller does not have permission.');
      }
    }
    return payload.sub;
  };
}

const invalidToken = (message: string) =>
  new GraphError(401, 'InvalidAuthenticationToken', message, undefined, {
    'www-authenticate': 'Bearer realm="", error="invalid_token"',
  });

async function discoverKeys(issuer: string): Promise<KeySource> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`issuer discovery answered ${res.status}`);
  const { jwks_uri: jwksUri } = (await res.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error('issuer discovery has no jwks_uri');
  return createRemoteJWKSet(new URL(jwksUri)) as unknown as KeySource;
}
