import '@mantine/core/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createOidcSignInFlow } from './auth/oidc-sign-in-flow';
import { createAppRouter, routerReady } from './routes/create-router';
import { setAppRouter } from './routes/sign-in-navigation';
import { installSignInFlow } from './state/session';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
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
}

void start();
