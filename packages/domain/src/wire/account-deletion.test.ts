import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_WORD,
  accountDeletionBodySchema,
  accountDeletionPhrase,
  confirmsAccountDeletion,
} from './account-deletion';

describe('account deletion confirmation', () => {
  it('asks for the account’s e-mail address, as accounts keep it', () => {
    expect(accountDeletionPhrase(' Chef@Example.COM ')).toBe('chef@example.com');
  });

  it('asks for the word DELETE when the account has no address', () => {
    expect(ACCOUNT_DELETION_WORD).toBe('DELETE');
    expect(accountDeletionPhrase(undefined)).toBe('DELETE');
    expect(accountDeletionPhrase('  ')).toBe('DELETE');
  });

  it('takes the address in any case with spaces around it, and nothing else', () => {
    const phrase = accountDeletionPhrase('chef@example.com');
    expect(confirmsAccountDeletion('  CHEF@example.com ', phrase)).toBe(true);
    expect(confirmsAccountDeletion('chef@example.co', phrase)).toBe(false);
    expect(confirmsAccountDeletion('', phrase)).toBe(false);
    expect(confirmsAccountDeletion('DELETE', phrase)).toBe(false);
  });

  it('takes the word only in capitals', () => {
    expect(confirmsAccountDeletion('DELETE', 'DELETE')).toBe(true);
    expect(confirmsAccountDeletion('delete', 'DELETE')).toBe(false);
  });

  it('refuses a body without the confirmation or with other fields', () => {
    expect(accountDeletionBodySchema.safeParse({}).success).toBe(false);
    expect(accountDeletionBodySchema.safeParse({ confirm: 'x', userId: 'y' }).success).toBe(false);
    expect(accountDeletionBodySchema.safeParse({ confirm: 'x'.repeat(321) }).success).toBe(false);
    expect(accountDeletionBodySchema.parse({ confirm: 'a@b.c' })).toEqual({ confirm: 'a@b.c' });
  });
});
