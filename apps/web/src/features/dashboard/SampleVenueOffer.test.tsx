import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { saveRecord } from '@larder/data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { SAMPLE_ADDED_TEXT } from '../../components/sample-venue/announce-sample';
import { flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { answerTheDialog } from '../../test/dialogs';
import { setUpTestVenue } from '../../test/test-venue';
import { DashboardPage } from './DashboardPage';
import { fillQuestion } from './SampleVenueOffer';

const here = dirname(fileURLToPath(import.meta.url));
const pictures = resolve(here, '../../../public/sample-images');
const venue = setUpTestVenue();
const routes = [{ path: '/dash', element: <DashboardPage /> }];
const count = (key: string) => screen.getByTestId(`count-${key}`).getAttribute('aria-label');

/** The app's server, for the sample pictures only. */
function servePictures() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) => new Response(readFileSync(`${pictures}/${url.split('/').at(-1)}`)),
    ),
  );
}

describe('/dash: the sample venue in an empty venue', () => {
  it('asks first, writes nothing when declined, and fills this venue once confirmed', async () => {
    servePictures();
    await venue.store.apply(saveRecord('settings', { skey: 'IC', categories: ['Spirits'] }));
    renderRoutes(routes, '/dash');
    const ui = userEvent.setup();
    const empty = await screen.findByTestId('dash-empty');
    // Fetched once the dashboard is known to be empty.
    const button = await within(empty).findByRole('button', { name: 'Try the sample venue' });

    await ui.click(button);
    expect((await answerTheDialog(false)).title).toBe(fillQuestion().title);
    expect((await venue.store.itemMap()).size).toBe(0);
    expect(screen.getByTestId('dash-empty')).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(false);

    await ui.click(button);
    const asked = await answerTheDialog(true);
    expect(asked.message).toBe(fillQuestion().message);
    await waitFor(() => expect(count('ingredients')).toBe('Ingredients: 60'), { timeout: 20_000 });
    expect(count('recipes')).toBe('Recipes: 15');
    expect(count('suppliers')).toBe('Suppliers: 4');
    expect(count('menus')).toBe('Menus: 2');
    expect(screen.queryByTestId('dash-empty')).toBeNull();
    const dishes = within(await screen.findByTestId('dash-food-cost')).getAllByTestId('menu-dish');
    expect(dishes).toHaveLength(10);
    expect(screen.getByTestId('dash-wastage')).toBeTruthy();
    // The venue's own categories stay, first.
    const ic = await venue.store.db.settings.get('IC');
    expect((ic?.categories as string[]).slice(0, 2)).toEqual(['Spirits', 'Produce']);
    await waitFor(() => expect(flashStore.get().map((f) => f.text)).toContain(SAMPLE_ADDED_TEXT));
    expect(document.body.textContent).not.toContain('NaN');
  });

  it('is not offered in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderRoutes(routes, '/dash');
    await screen.findByTestId('dash-empty');
    expect(screen.queryByRole('button', { name: 'Try the sample venue' })).toBeNull();
  });
});
