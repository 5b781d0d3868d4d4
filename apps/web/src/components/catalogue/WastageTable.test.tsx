import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { WastageTable } from './WastageTable';

const rows = [
  {
    key: 0,
    day: '2024-03-05',
    entry: {
      date: '2024-03-05',
      qty: 1.5,
      qty_unit: 'kg',
      prepqty: 2,
      prepqty_unit: 'cup',
      value: 1234.5,
    },
  },
  { key: 1, day: '2024-03-04', entry: { date: '2024-03-04', qty: 3, qty_unit: 'each' } },
];

const renderTable = () =>
  render(
    <MantineProvider env="test">
      <WastageTable
        rows={rows}
        total={{ value: 1234.5, entries: 2, unvalued: 1 }}
        showCosts
        onRemove={vi.fn()}
      />
    </MantineProvider>,
  );

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('WastageTable', () => {
  it('lists each entry as entered, with its value and the total', () => {
    renderTable();
    const [first] = screen.getAllByTestId('wastage-row');
    expect(first!.textContent).toContain('1.5 kg');
    expect(first!.textContent).toContain('2 cup');
    expect(screen.getByTestId('wastage-total').textContent).toBe('$1234.5000(1 without a value)');
    expect(screen.getByRole('button', { name: 'Remove wastage entry of 2024-03-05' })).toBeTruthy();
  });

  it('speaks French and writes quantities and money the French way', async () => {
    renderTable();
    await act(() => i18n.changeLanguage('fr'));
    const table = screen.getByTestId('wastage-entries');
    expect(within(table).getByText('Quantité préparée')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('wastage-row');
    expect(plain(first!.textContent)).toContain('1,5 kg');
    expect(plain(first!.textContent)).toContain('2 tasse');
    expect(plain(second!.textContent)).toContain('3 unité');
    expect(plain(screen.getByTestId('wastage-total').textContent)).toBe(
      '1 234,5000 $(1 sans valeur)',
    );
    expect(
      screen.getByRole('button', { name: 'Retirer l’entrée de perte du 2024-03-05' }),
    ).toBeTruthy();
  });
});
