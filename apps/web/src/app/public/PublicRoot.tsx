import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Splash } from '../../components/splash/Splash';
import { StatusBar } from '../../components/status-bar/StatusBar';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { HomeLayout } from '../layouts/HomeLayout';
import { useHideSplashAfterRender } from '../routes/navigation-splash';
import { useDocumentTitle, useRouteHandle, type Layout } from '../routes/route-handle';
import { PwaToast } from '../sw/PwaToast';
import { usePageHead } from './page-head';
import { usePageNotice } from './use-page-notice';

/** The public pages' layouts (none of them is in the app layout). */
const PUBLIC_LAYOUTS: Record<Exclude<Layout, 'app'>, ComponentType<{ children: ReactNode }>> = {
  home: HomeLayout,
  default: DefaultLayout,
};

/**
 * The root of the public pages: the route's layout around the page, with the status bar, the
 * service worker's toast and the navigation splash, as the app's root draws them. The same
 * tree is rendered to HTML at build time and hydrated in the browser.
 */
export function PublicRoot() {
  const handle = useRouteHandle();
  useHideSplashAfterRender();
  useDocumentTitle(handle.title);
  usePageHead();
  usePageNotice();
  const LayoutComponent = PUBLIC_LAYOUTS[handle.layout === 'home' ? 'home' : 'default'];
  return (
    <>
      <LayoutComponent>
        <Outlet />
      </LayoutComponent>
      <StatusBar />
      <PwaToast />
      <Splash />
    </>
  );
}
