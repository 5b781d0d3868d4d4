import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingPage } from './PricingPage';

describe('PricingPage', () => {
  it('lists the five plans with their amounts and the store packs', () => {
    render(
      <MantineProvider env="test">
        <PricingPage />
      </MantineProvider>,
    );
    for (const amount of ['$79.99', '$159.98', '$239.97', '$319.96', '$399.95']) {
      expect(screen.getAllByText(amount).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Pro licence, 30 venues')).toBeTruthy();
  });
});
