import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { GalleryPage } from './GalleryPage';
import { GALLERY_SCREENS } from './screens';

const renderPage = () =>
  render(
    <MantineProvider env="test">
      <GalleryPage />
    </MantineProvider>,
  );

describe('GalleryPage', () => {
  it('shows each screen with its sketch', () => {
    renderPage();
    expect(screen.getAllByRole('article')).toHaveLength(GALLERY_SCREENS.length);
    expect(screen.getByRole('heading', { level: 2, name: 'Nutrition labels' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sketch of the Dashboard screen' })).toBeTruthy();
  });

  it('is in French once the language changes', async () => {
    renderPage();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Galerie');
    expect(screen.getByRole('img', { name: 'Croquis de l’écran Tableau de bord' })).toBeTruthy();
  });
});
