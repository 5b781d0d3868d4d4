import { User, UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthConfig } from '../api/api-types';
import { oidcSettings } from './oidc-settings';
import { readStoredSignIn } from './stored-sign-in';

const config: AuthConfig = {
  kind: 'embedded',
  authority: 'https://larder.example/oidc',
  clientId: 'larder-web',
  scope: 'openid profile offline_access api',
  audience: 'urn:larder:api',
};

const profile = { sub: 'u1', iss: config.authority, aud: 'larder-web', exp: 0, iat: 0 };

/** Keeps a sign-in on the device as oidc-client-ts itself does after a sign-in. */
async function storedByTheLibrary(expiresAt: number | undefined) {
  const um = new UserManager(oidcSettings(config, 'https://larder.example', localStorage));
  const user = new User({
    profile,
    access_token: 'access-1',
    id_token: 'id-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
  });
  await um.storeUser(user);
  return um;
}

beforeEach(() => localStorage.clear());

describe('readStoredSignIn', () => {
  it("reads the sign-in oidc-client-ts kept, as the library's getUser answers it", async () => {
    const now = Date.now();
    const um = await storedByTheLibrary(Math.floor(now / 1000) + 3600);
    const read = readStoredSignIn(config, localStorage, now);
    const user = (await um.getUser())!;
    expect(read).toEqual({
      profile: user.profile,
      access_token: user.access_token,
      id_token: user.id_token,
      refresh_token: user.refresh_token,
      expires_at: user.expires_at,
      expired: false,
    });
    expect(user.expired).toBe(false);
  });

  it('says a sign-in is expired as the library does: no whole second left', async () => {
    const now = 1_700_000_000_500;
    await storedByTheLibrary(1_700_000_000);
    expect(readStoredSignIn(config, localStorage, now)?.expired).toBe(true);
    await storedByTheLibrary(1_700_000_001);
    expect(readStoredSignIn(config, localStorage, now)?.expired).toBe(false);
    await storedByTheLibrary(undefined);
    expect(readStoredSignIn(config, localStorage, now)?.expired).toBeUndefined();
  });

  it('answers null with no sign-in, another client, or a damaged entry', async () => {
    expect(readStoredSignIn(config, localStorage)).toBeNull();
    await storedByTheLibrary(undefined);
    expect(readStoredSignIn({ ...config, clientId: 'other' }, localStorage)).toBeNull();
    localStorage.setItem(`oidc.user:${config.authority}:${config.clientId}`, '{not json');
    expect(readStoredSignIn(config, localStorage)).toBeNull();
  });
});
