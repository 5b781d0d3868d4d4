import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const renderPage = (page: ReactNode) => {
  const router = createMemoryRouter([{ path: '/', element: page }]);
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the legal pages', () => {
  it('number the sections of the terms and link to the contact form', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of service');
    expect(headings()[0]).toBe('1. The service');
    expect(headings()).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
  });

  it('give the privacy policy in French, section for section', async () => {
    renderPage(<PrivacyPage />);
    const english = headings().length;
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Politique de confidentialité',
    );
    expect(headings()).toHaveLength(english);
    expect(headings()[0]).toBe('1. Ce que nous conservons');
    expect(screen.getByRole('link', { name: 'formulaire de contact' })).toBeTruthy();
  });

  it('give the terms in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Conditions d’utilisation');
    expect(headings().at(-1)).toBe('8. Fin du service');
  });
});
