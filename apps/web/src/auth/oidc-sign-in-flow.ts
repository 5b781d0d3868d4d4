import type { User, UserManager } from 'oidc-client-ts';
import { setTokenProvider } from '../api/api-client';
import { ApiError } from '../api/api-errors';
import { fetchCount, fetchUser } from '../api/larder-api';
import { i18n } from '../i18n/i18n';
import type { SyncedUser } from '../api/api-types';
import { cachedUser, forgetCachedUser, isOffline, rememberUser } from '../state/offline-cache';
import { venueStep } from './after-sign-in';
import { clockOffset, setClockOffset } from '../state/clock';
import { flash } from '../state/flash';
import { LAST_ACCOUNT_KEY, readLocal, writeLocal } from '../state/local-keys';
import { evaluateRestricted } from '../state/restricted';
import {
  currentUser,
  isLoggedIn,
  refreshAccounts,
  sessionStore,
  setInteraction,
  setSignedIn,
  setSignedOut,
  type SignInFlow,
  type SignInResult,
} from '../state/session';
import { leavePageNotice } from '../state/page-notice';
import { showSplash } from '../state/splash';
import { clearVenue } from '../state/venue';
import { closeVenueData } from '../state/venue-data';
import { authEvents, type AuthEvent, type AuthEventEmitter } from './auth-events';
import { closeBrowserData, closeDeletedAccountData } from './close-browser-data';
import { installDriveAccess, isDriveAnswer, loadDriveTokens } from './drive-token';
import { accountOf } from './account';
import { newNonce, TOKEN_RENEWAL_OFFSET_S } from './oidc-request';
import { providerErrorCode } from './provider-error';
import { storedSignIn, type StoredSignIn } from './stored-sign-in';

/** Sign-in cannot start (no provider settings): 'Sign-in is not available right now…'. */
export const signInUnavailableText = (): string => i18n.t('app:signIn.unavailable');
/** 'Sign-in failed. Please try again.', in the interface language. */
export const signInFailedText = (): string => i18n.t('app:signIn.failed');

/** The answer of "Connect OneDrive" at /auth2: back to where the user was. */
async function completeDriveAnswer(url: string): Promise<{ ok: true; to: string }> {
  try {
    const drive = await loadDriveTokens();
    if (drive) return { ok: true, to: await drive.completeRedirect(url) };
  } catch {
    // said below
  }
  flash({ type: 'error', text: i18n.t('app:signIn.driveConnectFailed') });
  return { ok: true, to: '/settings' };
}

/** Errors after which only an interactive sign-in helps (spec section 8). */
const INTERACTION_ERRORS = ['login_required', 'interaction_required', 'consent_required'];

export function needsInteraction(error: unknown): boolean {
  return INTERACTION_ERRORS.includes(providerErrorCode(error) ?? '');
}

function lastAccount(): string | undefined {
  return readLocal(LAST_ACCOUNT_KEY) ?? undefined;
}

export interface FlowDeps {
  userManager: () => Promise<UserManager>;
  /**
   * The sign-in cached on the device, read without oidc-client-ts (default: the
   * UserManager's `getUser`).
   */
  storedUser?: () => Promise<StoredSignIn | null>;
  events: AuthEventEmitter;
}

/** oidc-client-ts and the UserManager, fetched the first time the flow needs them. */
const loadUserManager = async (): Promise<UserManager> =>
  (await import('./user-manager')).getUserManager();

/** How long before the renewal is due the UserManager is woken to schedule it. */
const WAKE_BEFORE_RENEWAL_MS = 10_000;
/** setTimeout's longest delay. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The sign-in step with oidc-client-ts (spec sections 4 and 7). The library is fetched only
 * when the step needs it (a sign-in, a renewal, a sign-out, a silent sign-on): a valid sign-in
 * cached on the device is restored, and its token given to the API, without it.
 */
export function createOidcSignInFlow(
  deps: FlowDeps = { userManager: loadUserManager, storedUser: storedSignIn, events: authEvents },
): SignInFlow {
  const { events } = deps;
  const storedUser = async (): Promise<StoredSignIn | null> =>
    deps.storedUser ? deps.storedUser() : (await deps.userManager()).getUser();
  let wake: ReturnType<typeof setTimeout> | undefined;

  /**
   * oidc-client-ts renews the token 300 s before it expires once it holds the sign-in: a
   * sign-in restored without it has the UserManager fetched and handed the sign-in before then.
   */
  function renewBeforeExpiry(user: StoredSignIn): void {
    if (!deps.storedUser || user.expires_at === undefined) return;
    clearTimeout(wake);
    const due = (user.expires_at - TOKEN_RENEWAL_OFFSET_S) * 1000 - WAKE_BEFORE_RENEWAL_MS;
    const delay = Math.min(Math.max(due - Date.now(), 0), LONGEST_TIMEOUT_MS);
    wake = setTimeout(() => {
      void deps
        .userManager()
        .then((um) => um.getUser())
        .catch(() => undefined);
    }, delay);
  }
  let renewing: Promise<string | null> | null = null;
  const redirects = new Map<string, ReturnType<SignInFlow['completeRedirect']>>();

  /** Silent sign-on with the last account as the hint (or the refresh token when cached). */
  async function silent(um: UserManager): Promise<User | null> {
    try {
      const user = await um.signinSilent({ login_hint: lastAccount(), nonce: newNonce() });
      events.emit('SSO_SILENT_SUCCESS');
      return user;
    } catch (error) {
      events.emit('SSO_SILENT_FAILURE', error);
      return null;
    }
  }

  /**
   * The cached sign-in when still valid (read without oidc-client-ts), else a silent sign-on
   * when there is a hint.
   */
  async function cachedOrSilent(): Promise<StoredSignIn | null> {
    const cached = await storedUser();
    if (cached && !cached.expired) {
      renewBeforeExpiry(cached);
      return cached;
    }
    // Offline, an expired sign-in still opens this device's data; it renews once online.
    if (cached && typeof navigator !== 'undefined' && navigator.onLine === false) return cached;
    if (!cached && !lastAccount()) return null;
    const um = await deps.userManager();
    const renewed = await silent(um);
    if (renewed || !cached) return renewed;
    // The cached refresh token no longer works: drop it and try the frame once.
    await um.removeUser();
    return lastAccount() ? silent(um) : null;
  }

  /**
   * The token response sets the account, stores last_account, then loads the synced user
   * and the count (for the clock offset). Without the user, sign-in has failed.
   */
  async function complete(user: Pick<User, 'profile'>): Promise<boolean> {
    const account = accountOf(user);
    if (!account || !isLoggedIn(account)) return false;
    writeLocal(LAST_ACCOUNT_KEY, account.username);
    refreshAccounts([account]);
    const offset = fetchCount().then((count) => clockOffset(count.timestamp, Date.now()));
    const [synced, counted] = await Promise.allSettled([fetchUser(), offset]);
    if (counted.status === 'fulfilled') setClockOffset(counted.value);
    let syncedUser: SyncedUser | null = null;
    if (synced.status === 'fulfilled') {
      syncedUser = synced.value;
      rememberUser(syncedUser);
    } else if (isOffline(synced.reason)) {
      // Offline: the user as last synced on this device.
      syncedUser = cachedUser(account.localAccountId);
    }
    if (!syncedUser) {
      setInteraction('idle');
      return false;
    }
    setSignedIn(account, syncedUser);
    evaluateRestricted(syncedUser);
    return true;
  }

  async function accessToken({ forceRenew = false } = {}): Promise<string | null> {
    const user = await storedUser();
    if (!forceRenew && user && !user.expired && user.access_token) return user.access_token;
    const um = await deps.userManager();
    renewing ??= (async () => {
      try {
        const renewed = await um.signinSilent({ login_hint: lastAccount(), nonce: newNonce() });
        events.emit('ACQUIRE_TOKEN_SUCCESS');
        return renewed?.access_token ?? null;
      } catch (error) {
        events.emit('ACQUIRE_TOKEN_FAILURE', error);
        return null;
      } finally {
        renewing = null;
      }
    })();
    return renewing;
  }

  /** Each provider event refreshes the account list when it changed. */
  async function syncAccounts(event: AuthEvent): Promise<void> {
    if (
      (event.type === 'ACQUIRE_TOKEN_FAILURE' || event.type === 'SSO_SILENT_FAILURE') &&
      needsInteraction(event.error) &&
      sessionStore.get().status === 'signed-in'
    ) {
      // Silent token acquisition needs interaction: back to sign-in (spec section 8).
      setSignedOut();
      return;
    }
    const cached = await storedUser().catch(() => undefined);
    if (cached === undefined) return;
    const account = accountOf(cached);
    const before = sessionStore.get().accounts.length;
    const next = account ? [account] : [];
    if (!refreshAccounts(next)) return;
    if (next.length > before && event.type !== 'ACCOUNT_ADDED') events.emit('ACCOUNT_ADDED');
    if (next.length < before && event.type !== 'ACCOUNT_REMOVED') events.emit('ACCOUNT_REMOVED');
  }

  events.subscribe((event) => void syncAccounts(event));
  setTokenProvider(accessToken);
  installDriveAccess();

  return {
    async restore(requestedPath) {
      setInteraction('startup');
      try {
        const user = await cachedOrSilent();
        if (!user || !(await complete(user))) return { ok: false };
        const synced = currentUser();
        if (!synced) return { ok: false };
        return { ok: true, redirect: await venueStep(synced, requestedPath) };
      } catch (error) {
        console.warn('session not restored', error);
        return { ok: false };
      } finally {
        setInteraction('idle');
      }
    },

    async signIn(): Promise<SignInResult> {
      setInteraction('in progress');
      let um: UserManager;
      try {
        um = await deps.userManager();
      } catch {
        setInteraction('idle');
        return { ok: false, reason: 'failed', message: signInUnavailableText() };
      }
      try {
        if (lastAccount()) {
          const user = await silent(um);
          if (user && (await complete(user))) {
            events.emit('LOGIN_SUCCESS');
            const synced = currentUser();
            return { ok: true, to: synced ? ((await venueStep(synced)) ?? null) : null };
          }
        }
        await um.signinRedirect({ login_hint: lastAccount(), nonce: newNonce() });
        return { ok: true, to: null };
      } catch (error) {
        events.emit('LOGIN_FAILURE', error);
        setInteraction('idle');
        return { ok: false, reason: 'failed', message: signInFailedText() };
      }
    },

    completeRedirect(url) {
      // Once per answer: a second call (React strict mode) shares the first.
      let pending = redirects.get(url);
      if (!pending && isDriveAnswer(url)) {
        pending = completeDriveAnswer(url);
        redirects.set(url, pending);
      }
      if (!pending) {
        pending = (async () => {
          setInteraction('in progress');
          try {
            const um = await deps.userManager();
            let user: User;
            try {
              user = await um.signinRedirectCallback(url);
            } catch (error) {
              events.emit('LOGIN_FAILURE', error);
              const message =
                providerErrorCode(error) === 'access_denied'
                  ? i18n.t('app:signIn.cancelled')
                  : signInFailedText();
              return { ok: false as const, message };
            } finally {
              events.emit('HANDLE_REDIRECT_END');
            }
            if (!(await complete(user))) {
              events.emit('LOGIN_FAILURE');
              return { ok: false as const, message: signInFailedText() };
            }
            events.emit('LOGIN_SUCCESS');
            const synced = currentUser();
            const to = synced ? await venueStep(synced) : null;
            return { ok: true as const, to: to ?? '/dash' };
          } catch (error) {
            const message = error instanceof ApiError ? error.message : signInUnavailableText();
            return { ok: false as const, message };
          } finally {
            setInteraction('idle');
          }
        })();
        redirects.set(url, pending);
      }
      return pending;
    },

    async signOut(options = {}) {
      const deleted = options.accountDeleted;
      clearTimeout(wake);
      setInteraction('in progress');
      showSplash(i18n.t(deleted ? 'app:splash.clearing' : 'app:splash.signingOut'));
      const um = await deps.userManager().catch(() => null);
      const user = um ? await um.getUser().catch(() => null) : null;
      // Stop syncing and close the venue's database before the device's data is removed.
      await closeVenueData();
      const leaving = currentUser();
      forgetCachedUser(leaving);
      if (deleted) {
        await closeDeletedAccountData(
          leaving?.id,
          (leaving?.venues ?? []).map((v) => v.id),
        );
      } else {
        await closeBrowserData(leaving?.id);
      }
      await um?.removeUser().catch(() => undefined);
      await loadDriveTokens()
        .then((drive) => drive?.forget())
        .catch(() => undefined);
      clearVenue();
      evaluateRestricted(null);
      setSignedOut();
      events.emit('LOGOUT_END');
      const home = `${window.location.origin}/`;
      if (deleted) {
        // The provider's session went with the account: nothing to end there.
        leavePageNotice(deleted.notice);
        window.location.assign(home);
        return;
      }
      if (um && user?.id_token) {
        try {
          await um.signoutRedirect({
            id_token_hint: user.id_token,
            post_logout_redirect_uri: home,
          });
          return;
        } catch {
          flash({ type: 'error', text: i18n.t('app:signIn.providerSignOutFailed') });
        }
      }
      window.location.assign(home);
    },
  };
}
