import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { field, type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { PricingSettingsSection } from './PricingSettingsForm';
import { observeRecord, saveRecord, type StoredRecord } from '@larder/data';

const venue = setUpTestVenue();

const storedProfile = () =>
  new Promise<StoredRecord | undefined>((resolve) => {
    const subscription = observeRecord(venue.store, 'settings', 'PROFILE').subscribe((r) => {
      resolve(r);
      queueMicrotask(() => subscription.unsubscribe());
    });
  });

const openSection = async () => {
  renderRoutes(
    [{ path: '/settings', element: <PricingSettingsSection store={venue.store} /> }],
    '/settings',
  );
  await screen.findByRole('form', { name: 'Menu pricing settings' });
};

const saveButton = () => screen.getByRole('button', { name: 'Save menu pricing' });

describe('venue pricing settings in /settings (operations-model §7)', { timeout: 60_000 }, () => {
  it('saves target, price ending, tax and "prices include tax" into the PROFILE record, keeping its other fields', async () => {
    await venue.store.apply(
      saveRecord('settings', { skey: 'PROFILE', venue_name: 'Bistro', phone: '123' }),
    );
    await openSection();
    expect(field('Target food cost %').value).toBe('30 %');
    expect((screen.getByLabelText(/^\.00/) as HTMLInputElement).checked).toBe(true);
    type('Target food cost %', '28');
    fireEvent.click(screen.getByLabelText(/^\.95/));
    type('Tax %', '10');
    fireEvent.click(screen.getByLabelText('Prices include tax'));
    fireEvent.click(saveButton());
    await screen.findByText('Menu pricing settings saved.');
    const profile = await storedProfile();
    expect(profile).toMatchObject({
      skey: 'PROFILE',
      venue_name: 'Bistro',
      phone: '123',
      targetFoodCostPercent: 28,
      priceEnding: '.95',
      taxPercent: 10,
      pricesIncludeTax: false,
    });
  });

  it('refuses a target of 0 and a tax of 100 %, naming the fields; nothing is saved', async () => {
    await openSection();
    type('Target food cost %', '0');
    type('Tax %', '100');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Target food cost % must be above 0')).toBeTruthy();
    expect(screen.getByText('Tax % must be below 100')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pricing-settings-status').textContent).toBe(''));
    expect(await storedProfile()).toBeUndefined();
  });

  it('is drawn in French, with French decimals in the price endings', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(
      [{ path: '/settings', element: <PricingSettingsSection store={venue.store} /> }],
      '/settings',
    );
    await screen.findByRole('form', { name: 'Paramètres des prix du menu' });
    expect(screen.getByText('Prix du menu (cet établissement)')).toBeTruthy();
    expect(screen.getByLabelText(',95 (10,33 devient 10,95)')).toBeTruthy();
    type('Taxe %', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les prix du menu' }));
    expect(await screen.findByText(/^Taxe % /)).toBeTruthy();
  });

  it('asks for a venue when none is open', () => {
    renderRoutes(
      [{ path: '/settings', element: <PricingSettingsSection store={null} /> }],
      '/settings',
    );
    expect(
      screen.getByText('Open a venue to set its target food cost, price ending and tax.'),
    ).toBeTruthy();
  });
});
