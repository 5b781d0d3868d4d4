import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderApp, resetUiState } from '../integration/render-app';
import { setSignedIn } from '../../state/session';

const account = {
  homeAccountId: 'u1.https://id.example',
  localAccountId: 'u1',
  username: 'chef@example.com',
};

beforeEach(() => {
  resetUiState();
  setSignedIn(account);
});

const pressF1 = () =>
  act(() => {
    fireEvent.keyDown(window, { key: 'F1', code: 'F1' });
  });

/** The side panel's region, named by its heading. */
const guide = (heading = 'Help guide') => screen.getByRole('region', { name: heading });

/** The title of the guide's page (an h3 under the panel's h2). */
const pageTitle = (name: string, heading?: string) =>
  within(guide(heading)).findByRole('heading', { level: 3, name }, { timeout: 10_000 });

describe('the help guide (F1, the Help guide button)', () => {
  it('opens with F1 on the page of the current screen, and follows navigation', async () => {
    const { navigate } = await renderApp('/recipes');
    pressF1();
    await pageTitle('Recipes');
    expect(within(guide()).getByRole('heading', { level: 4, name: 'What the figures mean' }));
    expect(guide().textContent).toContain(
      'Cost per serving: cost per serving = batch cost ÷ servings',
    );
    expect(within(guide()).getByText('Alt+R').tagName).toBe('KBD');

    await navigate('/recipes/PIZZA');
    await pageTitle('Recipe');
    expect(screen.getByTestId('help-guide').getAttribute('data-page')).toBe('recipe');

    await navigate('/ingredients');
    await pageTitle('Ingredients');
  });

  it('opens its links to other screens through the router', async () => {
    const { router } = await renderApp('/recipes');
    pressF1();
    await pageTitle('Recipes');
    fireEvent.click(within(guide()).getByRole('link', { name: 'menu pricing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu-pricing'));
    await pageTitle('Menu pricing');
  });

  it('takes the focus when opened with F1, and Escape closes it and gives the focus back', async () => {
    await renderApp('/dash');
    const link = screen.getByRole('link', { name: 'Recipes' });
    link.focus();
    pressF1();
    const heading = within(guide()).getByRole('heading', { level: 2, name: 'Help guide' });
    expect(document.activeElement).toBe(heading);
    await pageTitle('Dashboard');

    fireEvent.keyDown(heading, { key: 'Escape', code: 'Escape' });
    expect(screen.queryByTestId('side-panel')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('gives the focus back when F1 closes it', async () => {
    await renderApp('/suppliers');
    const link = screen.getByRole('link', { name: 'Menus' });
    link.focus();
    pressF1();
    await pageTitle('Suppliers');
    pressF1();
    expect(screen.queryByTestId('side-panel')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('opens from its button on a form, where F1 is off, with the form page', async () => {
    await renderApp('/recipe-add/new');
    const button = screen.getByRole('button', { name: 'Help guide' });
    button.focus();
    fireEvent.click(button);
    await pageTitle('Add or edit a recipe');
    expect(guide().textContent).toContain('The Alt shortcuts and F1 are off on this screen');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByTestId('side-panel')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('leaves Escape alone in the prep and order lists', async () => {
    await renderApp('/dash');
    fireEvent.click(screen.getByRole('button', { name: 'Prep list' }));
    const panel = screen.getByRole('region', { name: 'Prep list' });
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.getByTestId('side-panel').getAttribute('data-panel')).toBe('prep-list');
  });

  it('shows the page in the interface language and follows a change of language', async () => {
    await renderApp('/recipes');
    pressF1();
    await pageTitle('Recipes');
    await act(() => i18n.changeLanguage('fr'));
    const heading = 'Guide d’aide';
    await pageTitle('Recettes', heading);
    expect(
      within(guide(heading)).getByRole('heading', {
        level: 4,
        name: 'Ce que signifient les chiffres',
      }),
    ).toBeTruthy();
    expect(guide(heading).textContent).toContain(
      'Coût par portion : coût par portion = coût du lot ÷ portions',
    );
    expect(within(guide(heading)).getByText('Alt+R').tagName).toBe('KBD');
    await act(() => i18n.changeLanguage('en'));
    await pageTitle('Recipes');
  });
});
