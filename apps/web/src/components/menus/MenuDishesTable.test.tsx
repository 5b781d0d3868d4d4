import type { MenuDish } from '@larder/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderRoutes } from '../catalogue/test-store';
import { MenuDishesTable } from './MenuDishesTable';

const dishes: MenuDish[] = [
  {
    foodkey: 'SOUP',
    name: 'Soup',
    found: true,
    perServing: 1.25,
    salePrice: 1250,
    taxPercent: 0,
    netPrice: 1250,
    foodCost: 12.5,
    grossProfit: 1248.75,
    suggestedPrice: 4.2,
    allergens: ['milk'],
  },
  {
    foodkey: 'GONE',
    name: 'Gone',
    found: false,
    perServing: null,
    salePrice: null,
    taxPercent: null,
    netPrice: null,
    foodCost: null,
    grossProfit: null,
    suggestedPrice: null,
    allergens: [],
  },
];

const show = () =>
  renderRoutes([{ path: '/', element: <MenuDishesTable dishes={dishes} showCosts /> }], '/');

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('MenuDishesTable', () => {
  it('lists each dish with its cost, price, food cost and allergens', async () => {
    show();
    const [soup, gone] = await screen.findAllByTestId('menu-dish');
    expect(within(soup!).getByTestId('dish-cost').textContent).toBe('$1.2500');
    expect(within(soup!).getByTestId('dish-food-cost').textContent).toBe('12.5%');
    expect(within(soup!).getByTestId('dish-allergens').textContent).toBe('Milk');
    expect(gone!.textContent).toContain('recipe not found');
  });

  it('in French: the headings, allergens and figures the French way', async () => {
    show();
    await screen.findAllByTestId('menu-dish');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('columnheader', { name: 'Coût par portion' })).toBeTruthy();
    const [soup, gone] = screen.getAllByTestId('menu-dish');
    expect(plain(within(soup!).getByTestId('dish-price').textContent)).toBe('1 250,0000 $');
    expect(plain(within(soup!).getByTestId('dish-food-cost').textContent)).toBe('12,5 %');
    expect(within(soup!).getByTestId('dish-allergens').textContent).toBe('Lait');
    expect(gone!.textContent).toContain('recette introuvable');
  });
});
