import '../parse-without-eval';
import './public-styles';
import { createBrowserRouter } from 'react-router';
import { setAppRouter } from '../../auth/sign-in-navigation';
import { installSignInFlow } from '../../state/session';
import { attachNavigationSplash } from '../routes/navigation-splash';
import { routerReady } from '../routes/router-ready';
import { deferredSignInFlow } from './deferred-sign-in';
import { hydratePublicPage } from './hydrate-public-page';
import { showPreferredLanguage, startPublicI18n } from './public-language';
import { publicRoutes } from './public-routes';

/**
 * The entry of the prerendered public pages (public-page.html): the page is already painted
 * from its HTML; this hydrates it with the public pages' router only. The app (sign-in, the
 * data layer, the signed-in screens) is never loaded here: a move to one of its addresses
 * loads it from the server.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // The texts the HTML was prerendered with (English): the first render matches it.
  await startPublicI18n();
  installSignInFlow(deferredSignInFlow());
  const router = createBrowserRouter(publicRoutes);
  attachNavigationSplash(router);
  setAppRouter(router);
  // The page's own module is loaded first, so the first render matches the HTML.
  await routerReady(router);
  await hydratePublicPage(container, router);
  // Then the page in the visitor's language, drawn again once its texts have arrived.
  await showPreferredLanguage();
}

void start();
