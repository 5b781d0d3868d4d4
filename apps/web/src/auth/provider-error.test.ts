import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { providerErrorCode } from './provider-error';

describe('providerErrorCode', () => {
  it("answers the code of the library's error answer", () => {
    expect(providerErrorCode(new ErrorResponse({ error: 'login_required' }))).toBe(
      'login_required',
    );
    expect(providerErrorCode(new ErrorResponse({ error: 'access_denied' }))).toBe('access_denied');
  });

  it('answers nothing for any other failure', () => {
    expect(providerErrorCode(new Error('login_required'))).toBeUndefined();
    expect(providerErrorCode({ error: 'login_required' })).toBeUndefined();
    expect(providerErrorCode(null)).toBeUndefined();
  });
});
