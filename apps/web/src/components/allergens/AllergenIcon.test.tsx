import { MantineProvider } from '@mantine/core';
import { ALLERGEN_NAMES, ALLERGENS } from '@larder/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { allergenDisplayName } from './allergen-names';
import { AllergenBadge } from './AllergenBadge';
import { AllergenIcon } from './AllergenIcon';
import { AllergenPicker } from './AllergenPicker';

const inMantine = (ui: React.ReactNode) =>
  render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('AllergenIcon', () => {
  it('draws a pictogram named for each of the 14 allergens (product spec §3 "Allergen icons")', () => {
    inMantine(
      <>
        {ALLERGENS.map((a) => (
          <AllergenIcon key={a} allergen={a} />
        ))}
      </>,
    );
    const icons = screen.getAllByRole('img');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual(
      ALLERGENS.map((a) => ALLERGEN_NAMES[a]),
    );
    for (const icon of icons) expect(icon.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Sulphites (SO₂)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Tree nuts' })).toBeTruthy();
  });

  it('draws nothing for a name that is not one of the 14', () => {
    const { container } = inMantine(<AllergenIcon allergen="celeriac" />);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('is hidden from assistive technology when named beside it', () => {
    inMantine(<AllergenIcon allergen="milk" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('AllergenBadge', () => {
  it('shows the pictogram and the name; any other name as written, without a pictogram', () => {
    inMantine(
      <>
        <AllergenBadge allergen="so2" />
        <AllergenBadge allergen="celeriac" />
      </>,
    );
    const [so2, other] = screen.getAllByTestId('allergen');
    expect(so2?.textContent).toBe('Sulphites (SO₂)');
    expect(so2?.querySelector('svg[data-allergen-icon="so2"]')).toBeTruthy();
    expect(other?.textContent).toBe('celeriac');
    expect(other?.querySelector('svg')).toBeNull();
  });
});

function Picker() {
  const [value, setValue] = useState<string[]>(['milk']);
  return (
    <>
      <AllergenPicker label="Allergens" value={value} onChange={setValue} />
      <output data-testid="picked">{value.join(',')}</output>
    </>
  );
}

describe('AllergenPicker', () => {
  it('offers the 14 allergens as checkboxes named in full, each with its pictogram', () => {
    inMantine(<Picker />);
    const group = screen.getByRole('group', { name: 'Allergens' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual([...ALLERGENS]);
    expect(group.querySelectorAll('svg[data-allergen-icon]')).toHaveLength(14);
    expect((screen.getByRole('checkbox', { name: 'Milk' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sulphites (SO₂)' }));
    fireEvent.click(screen.getByLabelText('Milk'));
    expect(screen.getByTestId('picked').textContent).toBe('so2');
  });
});

describe('allergen names in French (the EU 14)', () => {
  it('names the pictograms, badges and checkboxes in the interface language', async () => {
    inMantine(
      <>
        <AllergenIcon allergen="nuts" />
        <AllergenBadge allergen="so2" />
        <Picker />
      </>,
    );
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('img', { name: 'Fruits à coque' })).toBeTruthy();
    expect(screen.getAllByTestId('allergen')[0]?.textContent).toBe('Sulfites (SO₂)');
    expect(screen.getByRole('checkbox', { name: 'Lait' })).toBeTruthy();
    expect(allergenDisplayName('eggs')).toBe('Œufs');
    expect(allergenDisplayName('celeriac')).toBe('celeriac');
  });
});
