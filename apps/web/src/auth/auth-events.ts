/**
 * Provider events (spec section 4): the sign-in step reports each one here, and every one
 * makes the session refresh its account list when it changed.
 */
export const AUTH_EVENTS = [
  'ACCOUNT_ADDED',
  'ACCOUNT_REMOVED',
  'LOGIN_SUCCESS',
  'LOGIN_FAILURE',
  'SSO_SILENT_SUCCESS',
  'SSO_SILENT_FAILURE',
  'HANDLE_REDIRECT_END',
  'LOGOUT_END',
  'ACQUIRE_TOKEN_SUCCESS',
  'ACQUIRE_TOKEN_FAILURE',
] as const;

export type AuthEventType = (typeof AUTH_EVENTS)[number];

export interface AuthEvent {
  type: AuthEventType;
  error?: unknown;
}

export type AuthEventListener = (event: AuthEvent) => void;

export interface AuthEventEmitter {
  emit(type: AuthEventType, error?: unknown): void;
  subscribe(listener: AuthEventListener): () => void;
}

export function createAuthEvents(): AuthEventEmitter {
  const listeners = new Set<AuthEventListener>();
  return {
    emit(type, error) {
      const event: AuthEvent = error === undefined ? { type } : { type, error };
      listeners.forEach((listener) => {
        try {
          listener(event);
        } catch (caught) {
          console.error('auth event listener failed', caught);
        }
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one emitter. */
export const authEvents = createAuthEvents();
