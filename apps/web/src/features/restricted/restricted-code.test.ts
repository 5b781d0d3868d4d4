import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
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

  it('say what is wrong in the language of the interface', async () => {
    await act(() => i18n.changeLanguage('fr'));
    expect(validateNewCode({ code: '12', confirm: '12' })).toEqual({
      code: 'Le code doit compter de 4 à 12 lettres ou chiffres.',
    });
    expect(validateResetCode('12345')).toBe('Entrez le code à 6 chiffres reçu par courriel.');
  });
});
