import '../parse-without-eval';
import './public-styles';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { setAppRouter } from '../../auth/sign-in-navigation';
import { installSignInFlow } from '../../state/session';
import { App } from '../App';
import { attachNavigationSplash } from '../routes/navigation-splash';
import { routerReady } from '../routes/router-ready';
import { deferredSignInFlow } from './deferred-sign-in';
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
  installSignInFlow(deferredSignInFlow());
  const router = createBrowserRouter(publicRoutes);
  attachNavigationSplash(router);
  setAppRouter(router);
  // The page's own module is loaded first, so the first render matches the HTML.
  await routerReady(router);
  // As a transition, hydration yields to the browser between parts of the page: the page,
  // painted already, answers input meanwhile instead of waiting for one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start();
