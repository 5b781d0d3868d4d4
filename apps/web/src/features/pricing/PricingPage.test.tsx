import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { PricingPage } from './PricingPage';

const renderPage = () =>
  render(
    <MantineProvider env="test">
      <PricingPage />
    </MantineProvider>,
  );

/** Intl's narrow spaces in French figures, as plain spaces. */
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('PricingPage', () => {
  it('lists the five plans with their amounts and the store packs', () => {
    renderPage();
    for (const amount of ['$79.99', '$159.98', '$239.97', '$319.96', '$399.95']) {
      expect(screen.getAllByText(amount).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Pro licence, 30 venues')).toBeTruthy();
    expect(screen.getByText('Pro, 1 venue')).toBeTruthy();
  });

  it('is in French once the language changes, with French amounts', async () => {
    renderPage();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tarifs');
    expect(screen.getByText('Licence Pro, 30 établissements')).toBeTruthy();
    const prices = screen.getAllByText(/\$$/).map((element) => spaced(element.textContent));
    expect(prices).toContain('399,95 $');
    expect(spaced(screen.getByText(/^Larder Pro coûte/).textContent)).toContain(
      '79,99 $ par établissement par année',
    );
  });
});
