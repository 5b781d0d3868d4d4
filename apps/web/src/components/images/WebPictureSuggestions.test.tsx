import { MantineProvider } from '@mantine/core';
import type { ImageCandidate } from '@larder/domain';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { WebPictureSuggestions } from './WebPictureSuggestions';

const candidate: ImageCandidate = {
  dataUrl: 'data:image/webp;base64,UklGRg==',
  width: 120,
  height: 90,
  title: 'Tomatoes',
  creator: 'Ann',
  license: 'CC BY 4.0',
  source: 'https://example.org/tomatoes',
};

const renderSuggestions = () =>
  render(
    <MantineProvider env="test">
      <WebPictureSuggestions
        candidates={[candidate]}
        onUse={vi.fn(async () => undefined)}
        onDismiss={vi.fn(async () => undefined)}
      />
    </MantineProvider>,
  );

describe('WebPictureSuggestions', () => {
  it('shows each picture with its credit, Use this picture and Dismiss', () => {
    renderSuggestions();
    expect(screen.getByRole('region', { name: 'Pictures found on the web' })).toBeTruthy();
    expect(screen.getByText('by Ann, CC BY 4.0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use this picture: Tomatoes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss suggestions' })).toBeTruthy();
  });

  it('says it in French', async () => {
    renderSuggestions();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('region', { name: 'Images trouvées sur le Web' })).toBeTruthy();
    expect(screen.getByText('par Ann, CC BY 4.0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Utiliser cette image : Tomatoes' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Image du Web : Tomatoes' })).toBeTruthy();
  });
});
