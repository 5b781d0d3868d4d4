import './public-styles';
import { StrictMode } from 'react';
import { setAppRouter } from '../../auth/sign-in-navigation';
import { documentNavigation } from '../../components/page/page-navigation';
import { installSignInFlow } from '../../state/session';
import { deferredSignInFlow } from './deferred-sign-in';
import { hydratePublicPage } from './hydrate-public-page';
import { showPreferredLanguage, startPublicI18n } from './public-language';
import { publicScreenAt } from './public-routes';
import { PublicRoot } from './PublicRoot';

/**
 * The entry of the prerendered public pages (public-page.html): the page is already painted
 * from its HTML; this hydrates it. It holds no router and none of the app (sign-in, the data
 * layer, the signed-in screens): a link, or the sign-in step, loads the address it opens.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const path = window.location.pathname;
  // The texts the HTML was prerendered with (English): the first render matches it.
  await startPublicI18n();
  installSignInFlow(deferredSignInFlow());
  setAppRouter(documentNavigation(path));
  // The page's own module is loaded first, so the first render matches the HTML.
  const route = publicScreenAt(path);
  const Page = await route.Page();
  await hydratePublicPage(
    container,
    <StrictMode>
      <PublicRoot route={route} path={path} Page={Page} />
    </StrictMode>,
  );
  // Then the page in the visitor's language, drawn again once its texts have arrived.
  await showPreferredLanguage();
}

void start();
