import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SPLASH_TEXT, hideSplash, showSplash } from '../../state/splash';
import { Splash } from './Splash';

beforeEach(() => hideSplash());

describe('Splash', () => {
  it('is hidden while the splash text is empty', () => {
    render(<Splash />);
    expect(screen.queryByTestId('splash')).toBeNull();
  });

  it('shows the product name and the default text', () => {
    render(<Splash />);
    act(() => showSplash());
    const splash = screen.getByTestId('splash');
    expect(DEFAULT_SPLASH_TEXT).toBe('Loading... please wait.');
    expect(splash.textContent).toContain('Larder');
    expect(splash.textContent).toContain('Loading... please wait.');
  });

  it('shows other loading text and hides when cleared', () => {
    render(<Splash />);
    act(() => showSplash('Opening your venue...'));
    expect(screen.getByTestId('splash').textContent).toContain('Opening your venue...');
    act(() => hideSplash());
    expect(screen.queryByTestId('splash')).toBeNull();
  });
});
