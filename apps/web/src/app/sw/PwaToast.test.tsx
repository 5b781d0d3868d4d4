import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { clearFlashes, flashStore } from '../../state/flash';
import { pwaMockCalls, pwaMockState } from '../../test/pwa-register-mock';
import { PwaToast, reportRegisterError } from './PwaToast';

const renderToast = (props: Parameters<typeof PwaToast>[0] = {}) =>
  render(
    <MantineProvider env="test">
      <PwaToast {...props} />
    </MantineProvider>,
  );

beforeEach(() => {
  pwaMockCalls.reset();
  clearFlashes();
});

describe('PwaToast', () => {
  it('shows nothing until the service worker reports', () => {
    renderToast();
    expect(screen.queryByTestId('pwa-toast')).toBeNull();
  });

  it('says the app is ready offline, and closes', () => {
    renderToast();
    act(() => pwaMockState.set({ offlineReady: true, needRefresh: false }));
    const toast = screen.getByTestId('pwa-toast');
    expect(toast.textContent).toContain('App ready to work offline');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('pwa-toast')).toBeNull();
  });

  it('offers Reload when an update is waiting, which updates the service worker', () => {
    renderToast();
    act(() => pwaMockState.set({ offlineReady: true, needRefresh: true }));
    expect(screen.getByTestId('pwa-toast').textContent).toContain(
      'App update available, click on reload button to update.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pwaMockCalls.updateServiceWorker).toEqual([true]);
  });

  it('passes the registration-error callback to the registration', () => {
    const onRegisterError = vi.fn();
    renderToast({ onRegisterError });
    const options = pwaMockCalls.options[0];
    options?.onRegisterError?.(new Error('blocked'));
    expect(onRegisterError).toHaveBeenCalledWith(new Error('blocked'));
  });

  it('reports a registration error in the status bar by default', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reportRegisterError(new Error('blocked'));
    expect(flashStore.get()[0]?.type).toBe('error');
    expect(flashStore.get()[0]?.text).toContain('Offline support could not be turned on');
  });

  it('speaks the interface language', async () => {
    await i18n.changeLanguage('fr');
    renderToast();
    act(() => pwaMockState.set({ offlineReady: true, needRefresh: true }));
    expect(screen.getByTestId('pwa-toast').textContent).toContain(
      'Mise à jour de l’application disponible',
    );
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reportRegisterError(new Error('blocked'));
    expect(flashStore.get()[0]?.text).toBe(
      'Le mode hors ligne n’a pas pu être activé. Larder fonctionne toujours tant que vous êtes en ligne.',
    );
  });
});
