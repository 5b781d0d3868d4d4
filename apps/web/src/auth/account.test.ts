import { describe, expect, it } from 'vitest';
import { accountFromClaims } from './account';

describe('account from the id token', () => {
  it('maps sub and iss to the account ids and the e-mail to the username', () => {
    expect(
      accountFromClaims({
        sub: 'u-1',
        iss: 'http://localhost:8080/oidc',
        email: 'sam@bistro.example',
        preferred_username: 'sam',
      }),
    ).toEqual({
      homeAccountId: 'u-1.http://localhost:8080/oidc',
      localAccountId: 'u-1',
      username: 'sam@bistro.example',
    });
  });

  it('falls back to preferred_username, else an empty username (not logged in)', () => {
    expect(accountFromClaims({ sub: 's', iss: 'i', preferred_username: 'kim' }).username).toBe(
      'kim',
    );
    expect(accountFromClaims({ sub: 's', iss: 'i' }).username).toBe('');
  });
});
