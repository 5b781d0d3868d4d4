import { describe, expect, it } from 'vitest';
import { NOT_FOUND_SCREEN, PUBLIC_SCREENS } from '../routes/public-screens';
import { publicScreenAt } from './public-routes';

describe('publicScreenAt', () => {
  it('gives each public page at its own path', () => {
    for (const screen of PUBLIC_SCREENS) expect(publicScreenAt(screen.path)).toBe(screen);
    expect(publicScreenAt('/pricing').handle.layout).toBe('home');
    expect(publicScreenAt('/signin').handle.layout).toBe('default');
  });

  it('gives the not-found page for any other address, an app screen included', () => {
    expect(publicScreenAt('/no-such-page')).toBe(NOT_FOUND_SCREEN);
    expect(publicScreenAt('/dash')).toBe(NOT_FOUND_SCREEN);
    expect(publicScreenAt('/pricing/')).toBe(NOT_FOUND_SCREEN);
  });
});
