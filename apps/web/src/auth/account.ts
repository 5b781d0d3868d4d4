import type { User } from 'oidc-client-ts';
import type { Account } from '../state/session';

/** The id token claims the account is built from. */
export interface IdTokenClaims {
  sub: string;
  iss: string;
  email?: string;
  preferred_username?: string;
  [claim: string]: unknown;
}

/**
 * The account of an id token (spec section 3): homeAccountId is `${sub}.${iss}`,
 * localAccountId the sub, username the e-mail (else preferred_username).
 */
export function accountFromClaims(claims: IdTokenClaims): Account {
  const username =
    (typeof claims.email === 'string' && claims.email) ||
    (typeof claims.preferred_username === 'string' && claims.preferred_username) ||
    '';
  return {
    homeAccountId: `${claims.sub}.${claims.iss}`,
    localAccountId: claims.sub,
    username,
  };
}

/** The account of a cached sign-in, if any. */
export function accountOf(user: Pick<User, 'profile'> | null): Account | null {
  return user ? accountFromClaims(user.profile as unknown as IdTokenClaims) : null;
}
