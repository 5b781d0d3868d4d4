import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveItem, saveRecord, type VenueStore } from '@larder/data';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { setUpTestVenue } from '../../test/test-venue';
import { answerTheDialog } from '../../test/dialogs';
import { renderRoutes } from '../catalogue/test-store';
import { SyncRefusals } from './SyncRefusals';
import { refusalFixPath } from './refusal-fix-path';

const venue = setUpTestVenue();

const flour = {
  type: 'single',
  foodkey: 'FLOUR',
  name: 'Flour',
  purchaseprice: 30,
  purchaseqty: 25,
  purchaseunit: 'kg',
};

/** Sets aside every queued change as the server refusing it would, with the given issues. */
async function refuseQueued(store: VenueStore, issues: Record<string, object | undefined>) {
  const queued = await store.changes.pending(50);
  await store.changes.setAside(
    queued.map((entry) => ({
      entry,
      reason: 'refused',
      ...(issues[entry.key] ? { issue: issues[entry.key] as never } : {}),
    })),
    Date.now(),
  );
}

const show = (canEdit = true) =>
  renderRoutes(
    [
      { path: '/dash', element: <SyncRefusals store={venue.store} canEdit={canEdit} /> },
      { path: '/ingredient-edit/:foodkey', element: <p>editing ingredient</p> },
    ],
    '/dash',
  );

describe('SyncRefusals: the changes the server refused, with why and a way to fix or discard', () => {
  it('draws nothing while no change is refused', async () => {
    await venue.seed(flour);
    show();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('sync-refusals')).toBeNull();
  });

  it("names each refused item, says why in the screen's words, and links to its edit page", async () => {
    await venue.seed(flour);
    await venue.store.apply(saveRecord('supplier', { skey: 'ACME', name: 'Acme' }));
    await refuseQueued(venue.store, {
      FLOUR: { reason: 'field-type', path: 'purchaseprice', params: { expected: 'number' } },
    });
    const { router } = show();
    const rows = await screen.findAllByTestId('sync-refusal');
    expect(rows).toHaveLength(2);
    const flourRow = rows.find((row) => row.textContent?.includes('Flour'))!;
    expect(within(flourRow).getByTestId('sync-refusal-reason').textContent).toBe(
      'Purchase price: must be a number',
    );
    expect(within(flourRow).getByText('ingredient')).toBeTruthy();
    const acmeRow = rows.find((row) => row.textContent?.includes('ACME'))!;
    expect(within(acmeRow).getByTestId('sync-refusal-reason').textContent).toBe(
      'Refused by the server',
    );
    expect(within(acmeRow).getByRole('link', { name: 'Fix ACME' }).getAttribute('href')).toBe(
      '/supplier-edit/ACME',
    );
    fireEvent.click(within(flourRow).getByRole('link', { name: 'Fix Flour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredient-edit/FLOUR'));
  });

  it('Discard drops the refusal from the list; the item stays on the device as it is', async () => {
    await venue.seed(flour);
    await refuseQueued(venue.store, {});
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard Flour' }));
    await waitFor(() => expect(screen.queryByTestId('sync-refusals')).toBeNull());
    expect(await venue.store.changes.refused()).toEqual([]);
    expect((await venue.store.itemMap()).get('FLOUR')?.name).toBe('Flour');
  });

  it('leaves the list once the item is saved again, and offers no edit link in restricted mode', async () => {
    await venue.seed(flour);
    await refuseQueued(venue.store, {});
    show(false);
    const row = await screen.findByTestId('sync-refusal');
    expect(within(row).queryByRole('link')).toBeNull();
    await venue.store.apply(saveItem({ ...flour, purchaseprice: 31 }));
    await waitFor(() => expect(screen.queryByTestId('sync-refusals')).toBeNull());
  });
});

/** Holds back every queued change as the server does for the trial limit. */
async function holdQueued(store: VenueStore) {
  const queued = await store.changes.pending(50);
  const issue = {
    reason: 'trial-limit',
    path: 'type',
    params: { kind: 'ingredients', limit: 100 },
  };
  await store.changes.hold(
    queued.map((entry) => ({ entry, reason: 'trial', issue: issue as never })),
    Date.now(),
  );
}

describe('SyncRefusals: changes held back for the trial limit (product spec §6)', () => {
  const showWithPlans = (canEdit = true) =>
    renderRoutes(
      [
        { path: '/dash', element: <SyncRefusals store={venue.store} canEdit={canEdit} /> },
        { path: '/subscription-manage', element: <p>plans</p> },
      ],
      '/dash',
    );

  it('lists a held item with why, "Upgrade to Pro" to the plans, and no Discard', async () => {
    await venue.seed(flour);
    await holdQueued(venue.store);
    const { router } = showWithPlans();
    const row = await screen.findByTestId('held-change');
    expect(row.textContent).toContain('Flour');
    expect(within(row).getByText('ingredient')).toBeTruthy();
    expect(within(row).getByTestId('held-change-reason').textContent).toBe(
      'This venue has reached the free trial limit of 100 ingredients. Upgrade to Pro to add more.',
    );
    expect(screen.getByTestId('held-changes').textContent).toContain(
      'kept on this device and sent again at every sync',
    );
    expect(within(row).queryByRole('button', { name: /Discard/ })).toBeNull();
    expect(screen.queryByTestId('refused-changes')).toBeNull();
    fireEvent.click(within(row).getByRole('link', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-manage'));
  });

  it('Remove deletes the item through the write path after a confirmation; Keep leaves it', async () => {
    await venue.seed(flour);
    await holdQueued(venue.store);
    showWithPlans();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Flour' }));
    expect((await answerTheDialog(false)).title).toBe('Remove Flour');
    expect((await venue.store.itemMap()).has('FLOUR')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Flour' }));
    await answerTheDialog(true);
    await waitFor(() => expect(screen.queryByTestId('sync-refusals')).toBeNull());
    expect((await venue.store.itemMap()).has('FLOUR')).toBe(false);
    expect(await venue.store.changes.pending(10)).toEqual([
      expect.objectContaining({ key: 'FLOUR', deleted: true }),
    ]);
    expect(await venue.store.changes.held()).toEqual([]);
  });

  it('offers no Remove in restricted mode, and lists held and refused changes together', async () => {
    await venue.store.apply(saveRecord('supplier', { skey: 'ACME', name: 'Acme' }));
    await refuseQueued(venue.store, {});
    await venue.seed(flour);
    await holdQueued(venue.store);
    showWithPlans(false);
    const row = await screen.findByTestId('held-change');
    expect(within(row).queryByRole('button', { name: 'Remove Flour' })).toBeNull();
    expect((await screen.findByTestId('sync-refusal')).textContent).toContain('ACME');
  });
});

describe('refusalFixPath', () => {
  it.each([
    [{ kind: 'item', key: 'FLOUR', deleted: false }, 'single', '/ingredient-edit/FLOUR'],
    [{ kind: 'item', key: 'BREAD', deleted: false }, 'recipe', '/recipe-edit/BREAD'],
    [{ kind: 'item', key: 'BOX', deleted: false }, 'packaging', '/packaging-item-edit/BOX'],
    [{ kind: 'item', key: 'GONE', deleted: false }, undefined, null],
    [{ kind: 'item', key: 'FLOUR', deleted: true }, 'single', null],
    [{ kind: 'supplier', key: 'A&B', deleted: false }, undefined, '/supplier-edit/A%26B'],
    [{ kind: 'menu', key: 'LUNCH', deleted: false }, undefined, '/menu-edit/LUNCH'],
    [{ kind: 'settings', key: 'IC', deleted: false }, undefined, '/categories-editor'],
    [{ kind: 'event', key: 'ev-1', deleted: false }, undefined, null],
    [{ kind: 'prep-tick', key: 'forecast|2026-03-06|SOUP', deleted: false }, undefined, null],
    [{ kind: 'settings', key: 'PROFILE', deleted: false }, undefined, '/settings'],
    [
      { kind: 'stock-count', key: 'count 1&2', deleted: false },
      undefined,
      '/inventory-editor?count=count%201%262',
    ],
    [{ kind: 'stock-count', key: 'sc-1', deleted: true }, undefined, null],
    [{ kind: 'sales-count', key: 'sales-1', deleted: false }, undefined, '/menu-pricing'],
  ] as const)('%j (%s) is fixed at %s', (refusal, type, path) => {
    expect(refusalFixPath(refusal, type)).toBe(path);
  });
});

describe('SyncRefusals in French', () => {
  it('says what was refused and held back in the interface language', async () => {
    await i18n.changeLanguage('fr');
    await venue.seed(flour);
    await venue.store.apply(saveRecord('supplier', { skey: 'ACME', name: 'Acme' }));
    await refuseQueued(venue.store, {
      FLOUR: { reason: 'field-type', path: 'purchaseprice', params: { expected: 'number' } },
    });
    show();
    const panel = await screen.findByTestId('sync-refusals');
    expect(
      within(panel).getByRole('heading', { name: 'Non enregistré sur le serveur' }),
    ).toBeTruthy();
    expect(panel.textContent).toContain('Ces 2 modifications ont été refusées par le serveur');
    const flourRow = screen
      .getAllByTestId('sync-refusal')
      .find((row) => row.textContent?.includes('Flour'))!;
    expect(within(flourRow).getByText('ingrédient')).toBeTruthy();
    expect(within(flourRow).getByTestId('sync-refusal-reason').textContent).toMatch(
      /^Prix d’achat : /,
    );
    expect(within(flourRow).getByRole('link', { name: 'Corriger Flour' })).toBeTruthy();
    expect(within(flourRow).getByRole('button', { name: 'Abandonner Flour' })).toBeTruthy();
  });
});
