import { NumberInput } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { Themed } from './App';

function Field({ onChange }: { onChange: (value: number | string) => void }) {
  return (
    <Themed>
      <NumberInput label="Quantity" onChange={onChange} />
    </Themed>
  );
}

describe('number fields follow the interface language', () => {
  it('in French, 2,5 typed is the number 2.5, shown with a comma', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Quantity'), '2,5');
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2,5');
  });

  it('in English, the decimal point', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Quantity'), '2.5');
    expect(onChange).toHaveBeenLastCalledWith(2.5);
  });
});
