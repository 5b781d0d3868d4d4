import { Autocomplete, MantineProvider, Select } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const drawn = (ui: React.ReactNode) =>
  render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

describe('pickers draw their list when they open (the theme)', () => {
  it('a closed select has no list box nor options in the page', () => {
    drawn(<Select label="Yield unit" data={['g', 'kg', 'mL']} />);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
  });

  it('a closed autocomplete has no list box either', () => {
    drawn(<Autocomplete label="Category" data={['Mains', 'Desserts']} />);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });

  it('opening the select draws its list box and options', () => {
    drawn(<Select label="Yield unit" data={['g', 'kg', 'mL']} />);
    const field = screen.getByLabelText('Yield unit');
    fireEvent.click(field);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'g',
      'kg',
      'mL',
    ]);
  });
});
