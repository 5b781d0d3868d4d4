import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, VENUE_SAVE_FAILED } from '../../api/api-errors';
import { i18n } from '../../i18n/i18n';
import { VenueForm } from './VenueForm';
import type { VenueFormValues } from './venue-form';

function renderForm(onSave: (values: VenueFormValues) => Promise<void>) {
  render(
    <MantineProvider env="test">
      <VenueForm submitLabel="Create venue" onSave={onSave} />
    </MantineProvider>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label, { exact: false }));
  await user.paste(text);
}

describe('VenueForm', () => {
  it('names the missing venue name and saves nothing', async () => {
    const onSave = vi.fn(async () => {});
    const user = renderForm(onSave);
    await user.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(screen.getByText('Venue name is required.')).toBeTruthy();
    expect(screen.getByLabelText(/^Venue name/).getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names a bad e-mail and website', async () => {
    const onSave = vi.fn(async () => {});
    const user = renderForm(onSave);
    await fill(user, 'Venue name', 'Bistro');
    await fill(user, 'E-mail', 'not-an-address');
    await fill(user, 'Website', 'bistro.example');
    await user.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(screen.getByText('E-mail must be a valid address, like chef@example.com.')).toBeTruthy();
    expect(
      screen.getByText('Website must be a web address starting with https:// or http://.'),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves good values', async () => {
    const onSave = vi.fn(async () => {});
    const user = renderForm(onSave);
    await fill(user, 'Venue name', 'Bistro');
    await fill(user, 'Cuisine', 'French');
    await user.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ venue_name: 'Bistro', cuisine: 'French' }),
    );
  });

  it("shows 'Error saving venue!' and the server's reason on the field it names", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, 'ERR_BAD_REQUEST', VENUE_SAVE_FAILED, {
        reason: 'field-format',
        path: 'venue.PROFILE.email',
        params: { format: 'email' },
      });
    });
    const user = renderForm(onSave);
    await fill(user, 'Venue name', 'Bistro');
    await user.click(screen.getByRole('button', { name: 'Create venue' }));
    const alert = await screen.findByTestId('venue-save-error');
    expect(alert.textContent).toContain('Error saving venue!');
    expect(screen.getByText('E-mail: must be an e-mail address')).toBeTruthy();
  });

  it('names its fields and their errors in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const onSave = vi.fn(async () => {});
    const user = renderForm(onSave);
    await fill(user, 'Courriel', 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(screen.getByText('Le nom de l’établissement est obligatoire.')).toBeTruthy();
    expect(
      screen.getByText('Le courriel doit être une adresse valide, comme chef@example.com.'),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Formulaire de l’établissement' })).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
