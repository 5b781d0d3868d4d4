import { describe, expect, it } from 'vitest';
import { navigateFromSignIn, stripOrigin, type NavigatingRouter } from './sign-in-navigation';

const origin = 'https://larder.example';

function recorder() {
  const calls: [string, { replace?: boolean } | undefined][] = [];
  const router: NavigatingRouter = {
    navigate: (to, options) => {
      calls.push([to, options]);
    },
  };
  return { router, calls };
}

describe('stripOrigin', () => {
  it('removes the origin, keeping path, query and hash', () => {
    expect(stripOrigin('https://larder.example/dash?v=1#top', origin)).toBe('/dash?v=1#top');
    expect(stripOrigin('https://larder.example', origin)).toBe('/');
  });

  it('leaves an in-app path as it is', () => {
    expect(stripOrigin('/recipes/abc', origin)).toBe('/recipes/abc');
  });

  it('never leaves the app for another origin', () => {
    expect(stripOrigin('https://evil.example/dash', origin)).toBe('/');
    expect(stripOrigin('//evil.example/dash', origin)).toBe('/');
    expect(stripOrigin('http://larder.example/dash', origin)).toBe('/');
  });
});

describe('navigateFromSignIn', () => {
  it('pushes the path by default', async () => {
    const { router, calls } = recorder();
    await navigateFromSignIn('https://larder.example/venue-select', {}, router, origin);
    expect(calls).toEqual([['/venue-select', { replace: false }]]);
  });

  it('replaces the history entry when no history is asked for', async () => {
    const { router, calls } = recorder();
    await navigateFromSignIn('https://larder.example/dash', { noHistory: true }, router, origin);
    expect(calls).toEqual([['/dash', { replace: true }]]);
  });

  it('fails loudly before the router exists', async () => {
    await expect(navigateFromSignIn('/dash', {}, null, origin)).rejects.toThrow(/router/);
  });
});
