/** An identity provider account (spec section 3). */
export interface Account {
  homeAccountId: string;
  localAccountId: string;
  username: string;
}

function sameAccount(a: Account, b: Account): boolean {
  return (
    a.homeAccountId === b.homeAccountId &&
    a.localAccountId === b.localAccountId &&
    a.username === b.username
  );
}

/** Two account lists are equal only if same length and each pair matches on all three fields. */
export function accountsEqual(a: readonly Account[], b: readonly Account[]): boolean {
  return a.length === b.length && a.every((account, i) => sameAccount(account, b[i]!));
}

/** Logged in means an account with a username (spec section 3). */
export function isLoggedIn(account: Account | null | undefined): account is Account {
  return typeof account?.username === 'string' && account.username.length > 0;
}
