import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { HomePage } from './HomePage';

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

describe('HomePage', () => {
  it('shows the three pillars and what Larder does', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Know what every plate costs, the moment prices change',
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Instant costing, even offline',
      'Exact labels in 12 national formats',
      'Nothing lost',
      'Everything a kitchen office needs',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Start with Larder' }).getAttribute('href')).toBe(
      '/signin',
    );
  });

  it('is in French once the language changes', async () => {
    renderPage();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sachez ce que coûte chaque assiette, dès que les prix changent',
    );
    expect(screen.getByRole('link', { name: 'Voir les tarifs' })).toBeTruthy();
    expect(screen.getByText('Rien ne se perd')).toBeTruthy();
  });
});
