import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clearFlashes, flash, FLASH_TYPES } from '../../state/flash';
import { i18n } from '../../i18n/i18n';
import { StatusBar, SYNC_INCOMPLETE_TEXT } from './StatusBar';

const renderBar = () =>
  render(
    <MantineProvider env="test">
      <StatusBar />
    </MantineProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  clearFlashes();
});

afterEach(() => {
  act(() => clearFlashes());
  vi.useRealTimers();
});

describe('StatusBar', () => {
  it('shows each message with the icon of its type', () => {
    renderBar();
    act(() => {
      for (const type of FLASH_TYPES) flash({ type, text: `${type} text` });
    });
    for (const type of FLASH_TYPES) {
      const item = screen.getByTestId(`flash-${type}`);
      expect(item.textContent).toContain(`${type} text`);
      expect(item.querySelector(`svg[data-icon="${type}"]`)).not.toBeNull();
    }
  });

  it('removes a message when its time is up', () => {
    renderBar();
    act(() => {
      flash({ type: 'info', text: 'Saved' });
      flash({ type: 'sync', text: 'Syncing recent changes...', id: 'sync' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByTestId('flash-info')).toBeNull();
    expect(screen.getByTestId('flash-sync')).toBeTruthy();
  });

  it('lets the user dismiss a message', () => {
    renderBar();
    act(() => {
      flash({ type: 'import', text: 'Importing price list...' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByTestId('flash-import')).toBeNull();
  });

  it("offers a message's action (Undo) for as long as the message is shown (spec §9: 3000 ms)", () => {
    renderBar();
    const run = vi.fn();
    act(() => {
      flash({ type: 'info', text: 'Price history reset', action: { label: 'Undo', run } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('flash-info')).toBeNull();

    act(() => {
      flash({ type: 'info', text: 'Price history reset', action: { label: 'Undo', run } });
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("links 'Sync incomplete!' to the list of changes the server refused", () => {
    const router = createMemoryRouter(
      [
        { path: '/here', element: <StatusBar /> },
        { path: '/dash', element: <p>dashboard</p> },
      ],
      { initialEntries: ['/here'] },
    );
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    act(() => {
      flash({ type: 'error', text: SYNC_INCOMPLETE_TEXT });
      flash({ type: 'error', text: 'Error saving venue!' });
    });
    const links = screen.getAllByRole('link', { name: 'What was not saved' });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/dash#sync-refusals');
  });
});

describe('StatusBar in French', () => {
  it('names its buttons and links in the interface language, also for a message shown in English', async () => {
    const router = createMemoryRouter([{ path: '/here', element: <StatusBar /> }], {
      initialEntries: ['/here'],
    });
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    act(() => {
      flash({ type: 'error', text: SYNC_INCOMPLETE_TEXT });
    });
    await act(() => i18n.changeLanguage('fr'));
    act(() => {
      flash({ type: 'error', text: 'Synchronisation incomplète!' });
    });
    expect(screen.getAllByRole('link', { name: 'Ce qui n’a pas été enregistré' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Fermer le message' })).toHaveLength(2);
    expect(screen.getAllByTestId('flash-error')[0]!.textContent).toContain('Erreur :');
  });
});
