import { describe, expect, it } from 'vitest';
import { newNonce } from './oidc-request';
import { oidcSettings } from './oidc-settings';

const config = {
  kind: 'embedded' as const,
  authority: 'http://localhost:8080/oidc',
  clientId: 'larder-web',
  scope: 'openid profile email offline_access api',
  audience: 'urn:larder:api',
};

describe('oidc settings', () => {
  it('use the server configuration with exact redirect URIs on this origin', () => {
    const settings = oidcSettings(config, 'http://localhost:8080', localStorage);
    expect(settings).toMatchObject({
      authority: 'http://localhost:8080/oidc',
      client_id: 'larder-web',
      scope: 'openid profile email offline_access api',
      response_type: 'code',
      redirect_uri: 'http://localhost:8080/auth2',
      silent_redirect_uri: 'http://localhost:8080/silent-renew.html',
      post_logout_redirect_uri: 'http://localhost:8080/',
    });
  });

  it('renew 300 s before expiry, give the frame 20 s, and cache in local storage', () => {
    const settings = oidcSettings(config, 'http://localhost:8080', localStorage);
    expect(settings.automaticSilentRenew).toBe(true);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(300);
    expect(settings.silentRequestTimeoutInSeconds).toBe(20);
    expect(settings.userStore).toBeDefined();
  });

  it('make a fresh nonce each time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(a);
  });
});
