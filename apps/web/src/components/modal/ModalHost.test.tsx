import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alert, confirm, dialogStore } from '../../state/dialog';
import { i18n } from '../../i18n/i18n';
import { ModalHost } from './ModalHost';

const renderHost = () =>
  render(
    <MantineProvider env="test">
      <ModalHost />
    </MantineProvider>,
  );

beforeEach(() => dialogStore.reset());

describe('ModalHost', () => {
  it('shows title, message and the default Ok and Cancel buttons', async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Replace ingredient', message: 'Replace butter everywhere?' });
    });
    expect(screen.getByText('Replace ingredient')).toBeTruthy();
    expect(screen.getByText('Replace butter everywhere?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByText('Replace ingredient')).toBeNull();
  });

  it('resolves false from the reject button', async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ title: 'Q', message: 'm', confirmText: 'Delete', rejectText: 'Keep' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await expect(answer).resolves.toBe(false);
  });

  it('offers a close button when asked, which rejects', async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ title: 'Q', message: 'm', withCloseButton: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    await expect(answer).resolves.toBe(false);
  });

  it('has no reject button in alert mode', async () => {
    renderHost();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = alert({ title: 'Profile missing', message: 'This venue has no profile.' });
    });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await expect(done).resolves.toBeUndefined();
  });
});

describe('ModalHost in French', () => {
  it('names its close button in the interface language', async () => {
    await i18n.changeLanguage('fr');
    renderHost();
    act(() => {
      void confirm({ title: 'Q', message: 'm', withCloseButton: true });
    });
    expect(screen.getByRole('button', { name: 'Fermer la boîte de dialogue' })).toBeTruthy();
  });
});
