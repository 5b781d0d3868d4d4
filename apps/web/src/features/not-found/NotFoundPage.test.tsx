import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentNavigation, PageNavigationProvider } from '../../components/page/page-navigation';
import { i18n } from '../../i18n/i18n';
import { NotFoundPage } from './NotFoundPage';

const renderAt = (path: string) =>
  render(
    <PageNavigationProvider value={documentNavigation(path)}>
      <NotFoundPage />
    </PageNavigationProvider>,
  );

describe('NotFoundPage', () => {
  it('names the address asked for, as code, and links home', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByTestId('not-found').textContent).toContain(
      'There is no page at /no/such/page. The link may be old or mistyped.',
    );
    expect(screen.getByText('/no/such/page').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('says it in French', async () => {
    renderAt('/nulle/part');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page introuvable');
    expect(screen.getByText('/nulle/part').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Aller à la page d’accueil' })).toBeTruthy();
  });
});
