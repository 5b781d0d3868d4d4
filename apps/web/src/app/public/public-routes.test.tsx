import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_SCREENS } from '../routes/public-screens';
import { loaderFromServer, publicRoutes } from './public-routes';

const ORIGIN = 'https://larder.example';
const args = (path: string) =>
  ({ request: new Request(`${ORIGIN}${path}`) }) as unknown as LoaderFunctionArgs;

/** The browser at `path`, recording where it is sent. */
const browserAt = (path: string) => {
  const url = new URL(path, ORIGIN);
  return { origin: url.origin, pathname: url.pathname, search: url.search, assign: vi.fn() };
};

describe("the public pages' router", () => {
  it('holds every public page and, for any other address, the not-found page', () => {
    const paths = publicRoutes[0]!.children!.map((route) => route.path);
    expect(paths).toEqual([...PUBLIC_SCREENS.map((screen) => screen.path), '*']);
  });

  it('leaves the page the document was loaded for alone (the not-found page)', async () => {
    const browser = browserAt('/no/such/page?x=1');
    const load = loaderFromServer(() => browser);
    expect(await load(args('/no/such/page?x=1'))).toBeNull();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it("loads any other address from the server: the app's screens are not part of these pages", () => {
    const browser = browserAt('/pricing');
    const answer = loaderFromServer(() => browser)(args('/dash'));
    expect(answer).toBeInstanceOf(Promise);
    expect(browser.assign).toHaveBeenCalledWith(`${ORIGIN}/dash`);
  });

  it('renders the not-found page where there is no browser (the build)', async () => {
    expect(await loaderFromServer(() => null)(args('/no/such/page'))).toBeNull();
    const elsewhere = { ...browserAt('/'), origin: 'http://localhost:3000' };
    expect(await loaderFromServer(() => elsewhere)(args('/no/such/page'))).toBeNull();
    expect(elsewhere.assign).not.toHaveBeenCalled();
  });
});
