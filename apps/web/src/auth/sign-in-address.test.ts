import { describe, expect, it } from 'vitest';
import type { AuthConfig } from '../api/api-types';
import { signInAddress } from './sign-in-address';

const embedded: AuthConfig = {
  kind: 'embedded',
  authority: 'http://localhost:8080/oidc',
  clientId: 'larder-web',
  scope: 'openid api',
  audience: 'urn:larder:api',
};

describe('the address sign-in works at', () => {
  it("names the server's address when the page is open at another one", () => {
    expect(signInAddress(embedded, 'http://127.0.0.1:8080')).toBe('http://localhost:8080');
    expect(signInAddress(embedded, 'http://192.168.1.5:8080')).toBe('http://localhost:8080');
  });

  it("says nothing at the server's own address", () => {
    expect(signInAddress(embedded, 'http://localhost:8080')).toBeNull();
  });

  it('says nothing for an external issuer, which lives at an address of its own', () => {
    const external = { ...embedded, kind: 'external' as const, authority: 'https://id.example' };
    expect(signInAddress(external, 'http://localhost:8080')).toBeNull();
  });
});
