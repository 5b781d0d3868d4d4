import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { SIX_DISH_KITCHEN } from '../../features/menu-engineering/engineering-test-data';
import { type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { MenuPricingRoute as MenuPricing } from '../routes/menu-pricing-route';

const venue = setUpTestVenue();

const classOf = (foodkey: string) =>
  within(
    screen
      .getAllByTestId('engineering-row')
      .find((row) => row.getAttribute('data-foodkey') === foodkey)!,
  ).getByTestId('engineering-class').textContent;

describe('/menu-pricing: pricing table and menu engineering (operations-model §7)', () => {
  it(
    'shows the engineering below the pricing table; a sale price changed there reclassifies',
    { timeout: 60_000 },
    async () => {
      await venue.seed(...SIX_DISH_KITCHEN);
      renderRoutes([{ path: '/menu-pricing', element: <MenuPricing /> }], '/menu-pricing');
      await screen.findByTestId('menu-pricing-table', {}, { timeout: 5000 });
      const section = await screen.findByTestId('menu-engineering');
      expect(section.closest('[data-testid="menu-engineering-slot"]')).not.toBeNull();

      await waitFor(() => expect(screen.getAllByTestId('sales-units-row')).toHaveLength(7));
      const sales = { Burger: 200, Steak: 150, Salad: 300, Fish: 40, Soup: 60, Pasta: 250 };
      for (const [dish, sold] of Object.entries(sales)) type(`Units sold: ${dish}`, String(sold));
      await waitFor(() => expect(classOf('SOUP')).toBe('Dog'));
      expect(classOf('PASTA')).toBe('Star');

      // Soup at 20.00: gross profit 17, the weighted average (9420 - 180 + 1020) / 1000 = 10.26;
      // Soup (6% sold) becomes a Puzzle and Pasta (10 < 10.26) a Plowhorse.
      const price = screen.getByLabelText('Sale price of Soup');
      fireEvent.change(price, { target: { value: '20' } });
      fireEvent.keyDown(price, { key: 'Enter' });
      await waitFor(() => expect(classOf('SOUP')).toBe('Puzzle'), { timeout: 5000 });
      expect(classOf('PASTA')).toBe('Plowhorse');
      expect(screen.getByTestId('engineering-table').textContent).toContain('at least $10.26');
    },
  );
});
