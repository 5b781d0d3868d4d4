import { memo, useEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet, useRevalidator } from 'react-router';
import { Splash } from '../../components/splash/Splash';
import { StatusBar } from '../../components/status-bar/StatusBar';
import { useSession } from '../../state/session';
import { PwaToast } from '../sw/PwaToast';
import { AppLayout } from '../layouts/AppLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { HomeLayout } from '../layouts/HomeLayout';
import { useHideSplashAfterRender } from './navigation-splash';
import { DialogHost } from './DialogHost';
import { useDocumentTitle, type Layout, type RouteHandle } from './route-handle';
import { RouterPageNavigation } from './RouterPageNavigation';
import { useRouteHandle } from './use-route-handle';
import { useShortcuts } from '../shortcuts/use-shortcuts';

export const LAYOUTS: Record<Layout, ComponentType<{ children: ReactNode }>> = {
  home: HomeLayout,
  app: AppLayout,
  default: DefaultLayout,
};

/** Re-runs the sign-in guard when the session ends on a sign-in-required route. */
function useSignOutGuard(handle: RouteHandle): void {
  const session = useSession();
  const { revalidate } = useRevalidator();
  const signedOut = session.status === 'signed-out';
  useEffect(() => {
    if (signedOut && handle.signIn) void revalidate();
  }, [signedOut, handle.signIn, revalidate]);
}

/**
 * The pieces every page shares beside its layout: the status bar, the update toast, the
 * dialogs and the splash. They take no props and follow their own stores, so a navigation
 * (which draws the root again) does not draw them again.
 */
const SharedPieces = memo(function SharedPieces() {
  return (
    <>
      <StatusBar />
      <PwaToast />
      <DialogHost />
      <Splash />
    </>
  );
});

/** The root route: the current route's layout around the outlet, plus the shared pieces. */
export function Root() {
  const handle = useRouteHandle();
  useHideSplashAfterRender();
  useShortcuts(handle.shortcuts);
  useSignOutGuard(handle);
  useDocumentTitle(handle.title);
  const LayoutComponent = LAYOUTS[handle.layout];
  return (
    <RouterPageNavigation>
      <LayoutComponent>
        <Outlet />
      </LayoutComponent>
      <SharedPieces />
    </RouterPageNavigation>
  );
}
