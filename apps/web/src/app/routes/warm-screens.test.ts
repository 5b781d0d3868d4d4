import { describe, expect, it, vi } from 'vitest';
import type { Screen } from './screen-route';
import { warmScreens, type WarmUpBrowser } from './warm-screens';

/** A browser whose paints and idle callbacks run when the test says. */
function testBrowser() {
  const queue: (() => void)[] = [];
  let controlled = false;
  let painted = false;
  const browser: WarmUpBrowser = {
    controlled: () => controlled,
    afterPaint: (callback) =>
      queue.push(() => {
        painted = true;
        callback();
      }),
    whenIdle: (callback) => queue.push(callback),
  };
  return {
    browser,
    painted: () => painted,
    takeCharge: () => (controlled = true),
    /** Runs the queued callbacks and the screens' loads until nothing is left. */
    async drain() {
      for (let i = 0; i < 200 && queue.length > 0; i++) {
        queue.shift()!();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
  };
}

const screen = (loaded: string[], name: string, fails = false) =>
  vi.fn<Screen>(async () => {
    loaded.push(name);
    if (fails) throw new Error('offline');
    return () => null;
  });

describe('warmScreens', () => {
  it('loads every screen once the first screen is painted, one failing or not', async () => {
    const at = testBrowser();
    const loaded: string[] = [];
    const names = ['dash', 'recipes', 'menu', 'planner', 'settings', 'suppliers'];
    warmScreens(
      names.map((name) => screen(loaded, name, name === 'recipes')),
      { browser: at.browser, concurrency: 2 },
    );
    expect(loaded).toEqual([]);
    await at.drain();
    expect(at.painted()).toBe(true);
    expect([...loaded].sort()).toEqual([...names].sort());
    expect(loaded.slice(0, 2)).toEqual(['dash', 'recipes']);
  });

  it('stops once the service worker is in charge of the page', async () => {
    const at = testBrowser();
    const loaded: string[] = [];
    const first = screen(loaded, 'dash');
    first.mockImplementation(async () => {
      loaded.push('dash');
      at.takeCharge();
      return () => null;
    });
    warmScreens([first, screen(loaded, 'recipes'), screen(loaded, 'menu')], {
      browser: at.browser,
      concurrency: 1,
    });
    await at.drain();
    expect(loaded).toEqual(['dash']);
  });

  it('loads nothing when stopped, or when the worker is in charge from the start', async () => {
    const stoppedAt = testBrowser();
    const loaded: string[] = [];
    warmScreens([screen(loaded, 'dash')], { browser: stoppedAt.browser })();
    await stoppedAt.drain();
    const controlledAt = testBrowser();
    controlledAt.takeCharge();
    warmScreens([screen(loaded, 'dash')], { browser: controlledAt.browser });
    await controlledAt.drain();
    expect(loaded).toEqual([]);
  });
});
