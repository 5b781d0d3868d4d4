import { describe, expect, it } from 'vitest';
import { validateNewCode, validateResetCode } from './restricted-code';

describe('restricted code rules', () => {
  it('need 4 to 12 letters or digits, typed twice the same', () => {
    expect(validateNewCode({ code: '12', confirm: '12' })).toEqual({
      code: 'The code must be 4 to 12 letters or digits.',
    });
    expect(validateNewCode({ code: 'abc12', confirm: 'abc13' })).toEqual({
      confirm: 'The two codes are not the same.',
    });
    expect(validateNewCode({ code: 'abc12', confirm: 'abc12' })).toEqual({});
    expect(validateResetCode('12345')).toBe('Enter the 6-digit code from the e-mail.');
    expect(validateResetCode(' 012345 ')).toBeNull();
  });
});
