import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderApp, resetUiState } from '../integration/render-app';
import { PREVIOUS_ROUTE_KEY } from '../../state/previous-route';
import { setSignedIn, setSignedOut } from '../../state/session';
import { splashStore } from '../../state/splash';
import { SCREEN_ROUTES } from './route-table';

const account = {
  homeAccountId: 'u1.https://id.example',
  localAccountId: 'u1',
  username: 'chef@example.com',
};

beforeEach(() => {
  resetUiState();
});

describe('layouts', () => {
  it('wraps each route in the layout of its handle', async () => {
    setSignedIn(account);
    const { navigate } = await renderApp('/');
    expect(screen.getByTestId('layout-home')).toBeTruthy();

    await navigate('/terms');
    expect(screen.getByTestId('layout-default')).toBeTruthy();
    expect(screen.queryByTestId('layout-home')).toBeNull();

    await navigate('/dash');
    expect(screen.getByTestId('layout-app')).toBeTruthy();
    expect(screen.queryByTestId('layout-default')).toBeNull();

    await navigate('/gallery');
    expect(screen.getByTestId('layout-home')).toBeTruthy();
    expect(screen.queryByTestId('layout-app')).toBeNull();
  });

  it('gives the home layout its navigation and legal links', async () => {
    await renderApp('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Gallery', 'Pricing', 'Contact', 'Sign in']) {
      expect(nav.textContent).toContain(name);
    }
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(legal.textContent).toContain('Terms');
    expect(legal.textContent).toContain('Privacy');
  });

  it('gives the app layout its side bar', async () => {
    setSignedIn(account);
    await renderApp('/dash');
    const bar = screen.getByRole('navigation', { name: 'Screens' });
    for (const name of [
      'Dashboard',
      'Ingredients',
      'Recipes',
      'Packaging items',
      'Suppliers',
      'Menus',
      'Planner',
      'Estimates',
      'Menu pricing',
      'Costing editor',
      'Inventory',
      'Categories',
      'Settings',
      'Subscription',
    ]) {
      expect(bar.textContent).toContain(name);
    }
  });
});

describe('the frame in French', () => {
  it('names the side bar, the panels and the document title in the interface language', async () => {
    setSignedIn(account);
    await renderApp('/dash');
    expect(document.title).toBe('Dashboard · Larder');
    await act(() => i18n.changeLanguage('fr'));
    const bar = screen.getByRole('navigation', { name: 'Écrans' });
    for (const name of ['Tableau de bord', 'Ingrédients', 'Soumissions', 'Abonnement']) {
      expect(bar.textContent).toContain(name);
    }
    expect(screen.getByRole('button', { name: 'Liste de préparation' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Panneau latéral' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Tableau de bord · Larder'));
  });

  it('names the public pages and their links in the interface language', async () => {
    await i18n.changeLanguage('fr');
    await renderApp('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    for (const name of ['Accueil', 'Galerie', 'Tarifs', 'Connexion']) {
      expect(nav.textContent).toContain(name);
    }
    expect(screen.getByRole('link', { name: 'Passer au contenu' })).toBeTruthy();
    expect(document.title).toBe('Tarifs · Larder');
  });
});

describe('screens', () => {
  it('renders every route of the table, never a blank page', async () => {
    setSignedIn(account);
    for (const route of SCREEN_ROUTES) {
      const path = route.path === '*' ? '/no/such/page' : route.path.replace(/:\w+/, 'k1');
      const { unmount } = await renderApp(path);
      const main = document.getElementById('main');
      expect(main, path).not.toBeNull();
      expect(main?.querySelector('h1')?.textContent, path).toBeTruthy();
      expect(screen.getByTestId(`layout-${route.handle.layout}`), path).toBeTruthy();
      unmount();
    }
  }, 60_000); // some 50 full renders, each screen with its texts: slow on a busy 2-core machine

  it('shows the not-found page with a link home for an unknown path', async () => {
    await renderApp('/no/such/page');
    const page = screen.getByTestId('not-found');
    expect(page.textContent).toContain('/no/such/page');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('re-creates an edit page when its key changes', async () => {
    setSignedIn(account);
    const { navigate } = await renderApp('/supplier-edit/a');
    const heading = () => document.querySelector('#main h1');
    const first = heading();
    expect(first?.textContent).toBe('Edit supplier');
    await navigate('/supplier-edit/a?tab=2');
    expect(heading()).toBe(first);
    await navigate('/supplier-edit/b');
    expect(heading()?.textContent).toBe('Edit supplier');
    expect(heading()).not.toBe(first);
  });
});

describe('sign-in guard', () => {
  it('sends a signed-out visitor to /signin and remembers the route', async () => {
    const { router } = await renderApp('/recipes/abc?scale=2');
    expect(router.state.location.pathname).toBe('/signin');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/recipes/abc?scale=2');
    expect(screen.getByTestId('layout-default')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByTestId('signin-return').textContent).toContain('/recipes/abc?scale=2');
  });

  it('guards in-app navigation too, replacing the history entry', async () => {
    const { router, navigate } = await renderApp('/pricing');
    await navigate('/venue-select');
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/venue-select');
  });

  it('lets a signed-in user through', async () => {
    setSignedIn(account);
    const { router } = await renderApp('/settings');
    expect(router.state.location.pathname).toBe('/settings');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBeNull();
  });

  it('leaves a sign-in-required page when the session ends', async () => {
    setSignedIn(account);
    const { router } = await renderApp('/dash');
    act(() => setSignedOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/dash');
  });

  it('leaves public pages alone when signed out', async () => {
    const { router } = await renderApp('/contact');
    expect(router.state.location.pathname).toBe('/contact');
  });
});

describe('splash on navigation', () => {
  it('is hidden once the first route has rendered', async () => {
    await renderApp('/');
    await waitFor(() => expect(screen.queryByTestId('splash')).toBeNull());
  });

  it('shows on navigation and hides after the route renders', async () => {
    const { navigate } = await renderApp('/');
    await navigate('/gallery');
    const splash = screen.getByTestId('splash');
    expect(splash.textContent).toContain('Larder');
    expect(splash.textContent).toContain('Loading... please wait.');
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('splash')).toBeNull());
  });

  /**
   * Signed in on `from`, moves to `to`: the splash texts seen, with the router's state.
   * `opened`: screens visited first, so their code is loaded when the move is made.
   */
  const splashOnMove = async (from: string, to: string, opened: string[] = []) => {
    setSignedIn(account);
    const { navigate, router } = await renderApp(from);
    for (const path of [...opened, from]) await navigate(path);
    await waitFor(() => expect(splashStore.get()).toBe(''));
    const seen: [text: string, navigation: string][] = [];
    const stop = splashStore.subscribe(() =>
      seen.push([splashStore.get(), router.state.navigation.state]),
    );
    await navigate(to);
    await waitFor(() => expect(splashStore.get()).toBe(''));
    stop();
    return { seen, path: router.state.location.pathname };
  };

  it('is set as soon as a loading navigation starts and cleared after it', async () => {
    // Entering the signed-in routes runs their sign-in loader: the navigation loads first.
    const { seen } = await splashOnMove('/contact', '/recipes');
    expect(seen[0]).toEqual(['Loading... please wait.', 'loading']);
    expect(seen.at(-1)).toEqual(['', 'idle']);
  });

  it('shows on a move between two signed-in screens, which runs no loader', async () => {
    const { seen, path } = await splashOnMove('/dash', '/recipes', ['/recipes']);
    expect(seen.map(([, navigation]) => navigation)).not.toContain('loading');
    expect(seen[0]).toEqual(['Loading... please wait.', 'idle']);
    expect(path).toBe('/recipes');
  });

  it("shows while a screen's code is fetched, the first time the screen is opened", async () => {
    const { seen, path } = await splashOnMove('/dash', '/recipes');
    expect(seen[0]).toEqual(['Loading... please wait.', 'loading']);
    expect(seen.at(-1)).toEqual(['', 'idle']);
    expect(path).toBe('/recipes');
  });

  it('covers a guarded navigation through its redirect', async () => {
    const { navigate, router } = await renderApp('/');
    await navigate('/dash');
    expect(router.state.location.pathname).toBe('/signin');
    await waitFor(() => expect(screen.queryByTestId('splash')).toBeNull());
  });
});

describe('keyboard shortcuts', () => {
  const alt = (key: string, code: string) =>
    act(async () => {
      fireEvent.keyDown(window, { key, code, altKey: true });
    });

  it('act on a shortcuts route', async () => {
    setSignedIn(account);
    const { router } = await renderApp('/dash');

    await alt('r', 'KeyR');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    await alt('1', 'Digit1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredient-add/new'));
  });

  it('navigate to each target from a shortcuts route', async () => {
    setSignedIn(account);
    const targets: [string, string, string][] = [
      ['d', 'KeyD', '/dash'],
      ['i', 'KeyI', '/ingredients'],
      ['s', 'KeyS', '/suppliers'],
      ['t', 'KeyT', '/inventory-editor'],
      ['2', 'Digit2', '/recipe-add/new'],
    ];
    for (const [key, code, path] of targets) {
      const { router, unmount } = await renderApp('/settings');
      await alt(key, code);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      unmount();
    }
  });

  it('open the prep list, the order list and toggle the help guide', async () => {
    setSignedIn(account);
    await renderApp('/recipes');
    await alt('p', 'KeyP');
    expect(screen.getByTestId('side-panel').getAttribute('data-panel')).toBe('prep-list');
    await alt('o', 'KeyO');
    expect(screen.getByTestId('side-panel').getAttribute('data-panel')).toBe('order-list');
    act(() => {
      fireEvent.keyDown(window, { key: 'F1', code: 'F1' });
    });
    expect(screen.getByTestId('side-panel').getAttribute('data-panel')).toBe('help');
    act(() => {
      fireEvent.keyDown(window, { key: 'F1', code: 'F1' });
    });
    expect(screen.queryByTestId('side-panel')).toBeNull();
  });

  it('do nothing on a route without shortcuts', async () => {
    setSignedIn(account);
    const { router } = await renderApp('/ingredient-add/x');
    await alt('d', 'KeyD');
    await alt('p', 'KeyP');
    act(() => {
      fireEvent.keyDown(window, { key: 'F1', code: 'F1' });
    });
    expect(router.state.location.pathname).toBe('/ingredient-add/x');
    expect(screen.queryByTestId('side-panel')).toBeNull();
  });

  it('do nothing on public routes', async () => {
    setSignedIn(account);
    for (const path of ['/', '/pricing', '/signin', '/nowhere']) {
      const { router, unmount } = await renderApp(path);
      await alt('d', 'KeyD');
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
  });
});

describe('side panel buttons', () => {
  it('open one panel at a time', async () => {
    setSignedIn(account);
    await renderApp('/dash');
    fireEvent.click(screen.getByRole('button', { name: 'Prep list' }));
    expect(screen.getByTestId('side-panel').getAttribute('data-panel')).toBe('prep-list');
    // No venue is open here: the panel, fetched when it first opens, says so instead of a list.
    await waitFor(() =>
      expect(screen.getByTestId('side-panel').textContent).toContain('No venue open'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Help guide' }));
    expect(screen.getAllByTestId('side-panel')).toHaveLength(1);
    // The guide's page of the screen arrives on demand, with the shortcuts that work there.
    await waitFor(() => expect(screen.getByTestId('side-panel').textContent).toContain('Alt+D'));
    fireEvent.click(screen.getByRole('button', { name: 'Help guide' }));
    expect(screen.queryByTestId('side-panel')).toBeNull();
  });
});
