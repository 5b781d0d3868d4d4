import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { FormFooter } from './FormFooter';
import { useFormSave } from './use-form-save';

/** A form whose save runs `save` (through useFormSave) and ends with the shared footer. */
function SavingForm({ save, onCancel }: { save: () => Promise<unknown>; onCancel(): void }) {
  const state = useFormSave();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void state.run(save);
      }}
    >
      <FormFooter save={state} onCancel={onCancel} />
    </form>
  );
}

const renderForm = (save: () => Promise<unknown>, onCancel = vi.fn()) =>
  render(
    <MantineProvider env="test">
      <SavingForm save={save} onCancel={onCancel} />
    </MantineProvider>,
  );

describe('FormFooter with useFormSave', () => {
  it('says why a save failed, and clears it when the next save succeeds', async () => {
    const save = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Not valid: purchaseprice: must be a number'))
      .mockResolvedValueOnce(undefined);
    renderForm(save);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const alert = screen.getByTestId('save-error');
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain('Not valid: purchaseprice: must be a number');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.queryByTestId('save-error')).toBeNull();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('shows the Save button busy while saving, and Cancel leaves', async () => {
    let finish: () => void = () => undefined;
    const onCancel = vi.fn();
    renderForm(() => new Promise<void>((resolve) => (finish = resolve)), onCancel);
    const button = screen.getByRole('button', { name: 'Save' });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('data-loading')).toBe('true');
    await act(async () => finish());
    expect(button.getAttribute('data-loading')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('FormFooter in French', () => {
  it('offers Enregistrer and Annuler and titles a failed save in French', async () => {
    await i18n.changeLanguage('fr');
    renderForm(vi.fn<() => Promise<unknown>>().mockRejectedValue(new Error('Prix : invalide')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
    expect(screen.getByTestId('save-error').textContent).toContain('Non enregistré');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
