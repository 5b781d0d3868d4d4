/** The part of the router the sign-in step needs. */
export interface NavigatingRouter {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
}

let appRouter: NavigatingRouter | null = null;

/** Called once the app's router exists (start-app.tsx). */
export function setAppRouter(router: NavigatingRouter | null): void {
  appRouter = router;
}

/**
 * Turns an address into an in-app path by removing the origin: 'https://host/dash?x=1'
 * becomes '/dash?x=1'. An address on another origin is never followed: it becomes '/'.
 */
export function stripOrigin(url: string, origin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return '/';
  }
  if (parsed.origin !== new URL(origin).origin) return '/';
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export interface SignInNavigationOptions {
  /** Replace the current history entry instead of pushing a new one. */
  noHistory?: boolean;
}

/**
 * Navigation requested by the sign-in step (spec section 2): the origin is removed first,
 * then the path replaces the current entry when no history is asked for, else is pushed.
 */
export async function navigateFromSignIn(
  url: string,
  { noHistory = false }: SignInNavigationOptions = {},
  router: NavigatingRouter | null = appRouter,
  origin: string = window.location.origin,
): Promise<void> {
  if (!router) throw new Error('navigateFromSignIn called before the router was created');
  await router.navigate(stripOrigin(url, origin), { replace: noHistory });
}
