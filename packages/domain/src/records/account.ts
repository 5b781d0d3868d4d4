import { z } from 'zod';
import { text } from './fields';

/** An identity provider account (product spec §3). */
export const accountSchema = z.looseObject({
  homeAccountId: text,
  localAccountId: text,
  username: text,
});

export type Account = z.infer<typeof accountSchema>;

/** Two account lists are equal only if same length and each pair matches on all three fields. */
export const accountsEqual = (a: readonly Account[], b: readonly Account[]): boolean =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i];
    return (
      y !== undefined &&
      x.homeAccountId === y.homeAccountId &&
      x.localAccountId === y.localAccountId &&
      x.username === y.username
    );
  });

/** Logged in means an account with a username (product spec §3). */
export const isLoggedIn = (account: Account | null | undefined): boolean =>
  typeof account?.username === 'string' && account.username.length > 0;
