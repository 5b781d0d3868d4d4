import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../components/theme';
import HelpMarkdown from './HelpMarkdown';

const TEXT = `# Recipes

## What the figures mean

- **Batch cost**: ingredients + packaging.
- <b>bold</b> and <script>alert(1)</script>

Press \`Alt+R\`, see [menu pricing](/menu-pricing) or [the law](https://example.com/law).
`;

function renderMarkdown(text: string) {
  const router = createMemoryRouter(
    [
      { path: '/recipes', element: <HelpMarkdown text={text} /> },
      { path: '/menu-pricing', element: <p>Menu pricing screen</p> },
    ],
    { initialEntries: ['/recipes'] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('HelpMarkdown', () => {
  it('draws headings under the panel heading, lists and keys', () => {
    renderMarkdown(TEXT);
    expect(screen.getByRole('heading', { level: 3, name: 'Recipes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'What the figures mean' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe(
      'Batch cost: ingredients + packaging.',
    );
    expect(screen.getByText('Alt+R').tagName).toBe('KBD');
  });

  it('draws no HTML written in the text', () => {
    renderMarkdown(TEXT);
    const text = screen.getByTestId('help-text');
    expect(text.querySelector('b, script')).toBeNull();
  });

  it('opens a screen of the app through the router, and any other address in a new tab', () => {
    const router = renderMarkdown(TEXT);
    const away = screen.getByRole('link', { name: 'the law' });
    expect(away.getAttribute('target')).toBe('_blank');
    expect(away.getAttribute('rel')).toBe('noreferrer');
    fireEvent.click(screen.getByRole('link', { name: 'menu pricing' }));
    expect(router.state.location.pathname).toBe('/menu-pricing');
  });
});
