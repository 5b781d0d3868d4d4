import { useEffect, useMemo, type ComponentType } from 'react';
import { documentNavigation, PageNavigationProvider } from '../../components/page/page-navigation';
import { Splash } from '../../components/splash/Splash';
import { StatusBar } from '../../components/status-bar/StatusBar';
import { afterPaint } from '../../state/after-paint';
import { hideSplash } from '../../state/splash';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { HomeLayout } from '../layouts/HomeLayout';
import { useDocumentTitle } from '../routes/route-handle';
import type { ScreenRoute } from '../routes/screen';
import { PwaToast } from '../sw/PwaToast';
import { usePageHead } from './page-head';
import { usePageNotice } from './use-page-notice';

/**
 * The root of a public page: its layout around the page, with the status bar, the service
 * worker's toast and the splash, as the app's root draws them. The same tree is rendered to
 * HTML at build time and hydrated in the browser. Its links load the page they open.
 */
export function PublicRoot({
  route,
  path,
  Page,
}: {
  /** The public page's route (its layout and title). */
  route: ScreenRoute;
  /** The address shown (the not-found page names it). */
  path: string;
  /** The page, already loaded. */
  Page: ComponentType;
}) {
  // A splash left from the page before (the sign-in step) goes once this page has painted.
  useEffect(() => afterPaint(hideSplash), []);
  useDocumentTitle(route.handle.title);
  usePageHead(path);
  usePageNotice();
  const navigation = useMemo(() => documentNavigation(path), [path]);
  const Layout = route.handle.layout === 'home' ? HomeLayout : DefaultLayout;
  return (
    <PageNavigationProvider value={navigation}>
      <Layout>
        <Page />
      </Layout>
      <StatusBar />
      <PwaToast />
      <Splash />
    </PageNavigationProvider>
  );
}
