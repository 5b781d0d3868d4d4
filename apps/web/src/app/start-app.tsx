import './mantine-styles.css';
import './app.css';
import '../components/page/page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setTokenFailedNotice } from '../api/api-client';
import { tokenFailedText } from '../api/api-errors';
import { createOidcSignInFlow } from '../auth/oidc-sign-in-flow';
import { setAppRouter } from '../auth/sign-in-navigation';
import { APP_TEXTS } from '../i18n/app-texts';
import { startI18n } from '../i18n/i18n';
import { flash } from '../state/flash';
import { installSignInFlow } from '../state/session';
import { App } from './App';
import { createAppRouter, routerReady } from './routes/create-router';
import { SCREEN_ROUTES } from './routes/route-table';
import { warmScreens } from './routes/warm-screens';

/**
 * The app's start (loaded by main.tsx once parsing is set to generate no code), where its parts
 * are connected: the texts in the user's language, the API
 * client's token failures show in the status bar, the sign-in step is installed, then the router (route table, guards, layouts)
 * is created and handed to the sign-in navigation.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // The frame's texts in the user's language (English is bundled, French fetched here); each
  // screen's own are fetched with it.
  await startI18n(APP_TEXTS);
  setTokenFailedNotice(() => flash({ type: 'error', text: tokenFailedText() }));
  // The sign-in step exists before the router runs its first guards.
  installSignInFlow(createOidcSignInFlow());
  const router = createAppRouter();
  setAppRouter(router);
  // The app mounts once the router is ready (spec section 2); the boot splash in
  // index.html stays until then.
  await routerReady(router);
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // Until the service worker holds the app, the screens not opened yet are loaded meanwhile,
  // so each opens offline; the signed-in screens first.
  const signedInFirst = [...SCREEN_ROUTES].sort(
    (a, b) => Number(b.handle.signIn) - Number(a.handle.signIn),
  );
  warmScreens(signedInFirst.map((route) => route.Page));
}

void start();
