import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useClientValue } from './use-client-value';

function Shown({ value }: { value: string }) {
  return <p data-testid="shown">{useClientValue(value, 'server')}</p>;
}

describe('useClientValue', () => {
  it('gives the server value in HTML rendered ahead, then the browser value once hydrated', async () => {
    const html = renderToString(<Shown value="browser" />);
    expect(html).toContain('>server<');
    // The server's HTML, parsed as the browser parses a page.
    const parsed = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
    const container = document.importNode(parsed.body.firstElementChild!, true) as HTMLElement;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Shown value="browser" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(container.textContent).toBe('browser');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('gives the browser value at once to a page drawn in the browser alone', () => {
    render(<Shown value="browser" />);
    expect(screen.getByTestId('shown').textContent).toBe('browser');
  });
});
