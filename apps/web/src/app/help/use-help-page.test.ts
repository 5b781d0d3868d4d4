import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { loadHelpPage } from './load-help-page';
import { useHelpPage } from './use-help-page';

describe('useHelpPage', () => {
  it('loads the page and the renderer on demand', async () => {
    const { result } = renderHook(() => useHelpPage('recipes'));
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const ready = result.current as Extract<typeof result.current, { state: 'ready' }>;
    expect(ready.text).toBe(await loadHelpPage('recipes'));
    expect(ready.text.startsWith('# Recipes\n')).toBe(true);
  });

  it('says so when a page cannot be loaded', async () => {
    await expect(loadHelpPage('no-such-page')).rejects.toThrow(
      'There is no help page no-such-page.',
    );
    const { result } = renderHook(() => useHelpPage('no-such-page'));
    await waitFor(() => expect(result.current.state).toBe('failed'));
  });

  it('is loading again until the next page arrives', async () => {
    const { result, rerender } = renderHook(({ page }) => useHelpPage(page), {
      initialProps: { page: 'recipes' },
    });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    rerender({ page: 'ingredients' });
    expect(result.current.state).toBe('loading');
    await waitFor(() =>
      expect(result.current.state === 'ready' && result.current.text).toMatch(/^# Ingredients\n/),
    );
  });

  it('loads the page in the interface language, again when it changes', async () => {
    expect(await loadHelpPage('recipes', 'fr')).toMatch(/^# Recettes\n/);
    const { result } = renderHook(() => useHelpPage('recipes'));
    await waitFor(() =>
      expect(result.current.state === 'ready' && result.current.text).toMatch(/^# Recipes\n/),
    );
    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() =>
      expect(result.current.state === 'ready' && result.current.text).toMatch(/^# Recettes\n/),
    );
  });
});
