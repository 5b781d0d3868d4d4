import { describe, expect, it } from 'vitest';
import { AppShell, type LayoutName } from '../page-models/app-shell.js';
import { baseURL, useBrowser } from '../support/harness.js';

const PUBLIC_PAGES: [path: string, layout: LayoutName, heading: string][] = [
  ['/', 'home', 'Know what every plate costs, the moment prices change'],
  ['/gallery', 'home', 'Gallery'],
  ['/pricing', 'home', 'Pricing'],
  ['/contact', 'home', 'Contact'],
  ['/terms', 'default', 'Terms of service'],
  ['/privacy', 'default', 'Privacy policy'],
  ['/signin', 'default', 'Sign in to Larder'],
];

describe('app shell: routes and layouts', () => {
  const browser = useBrowser();

  it('renders every public route in its layout, without errors', async () => {
    const shell = new AppShell(await browser.page()).watchForProblems();
    for (const [path, layout, heading] of PUBLIC_PAGES) {
      await shell.goto(path);
      expect(await shell.currentLayout(), path).toBe(layout);
      expect(await shell.heading().textContent(), path).toBe(heading);
    }
    expect(await shell.statusBar().count()).toBe(1);
    expect(shell.problems).toEqual([]);
  });

  it('shows the not-found page for an unknown path', async () => {
    const shell = new AppShell(await browser.page());
    await shell.goto('/no/such/page');
    await shell.notFound().waitFor();
    expect(await shell.notFound().textContent()).toContain('/no/such/page');
    expect(await shell.currentLayout()).toBe('default');
  });

  it('sends a signed-out visitor from a protected route to /signin, remembering it', async () => {
    const shell = new AppShell(await browser.page());
    await shell.goto('/dash');
    expect(shell.pathname()).toBe('/signin');
    await shell.signInButton().waitFor();
    expect(await shell.previousRoute()).toBe('/dash');
  });

  it('shows the splash on navigation and hides it after the route renders', async () => {
    // A navigation of the app's router: a signed-out visitor sent from /dash to its sign-in
    // page, then home by the name at the top (the public pages' own links load a document).
    const shell = new AppShell(await browser.page());
    await shell.goto('/dash');
    await shell.page.waitForURL('**/signin');
    await shell.splash().waitFor({ state: 'detached' });
    await shell.recordSplash();
    await shell.homeLink().click();
    await shell.page.waitForURL(`${baseURL()}/`);
    await shell.splash().waitFor({ state: 'detached' });
    expect(await shell.heading().textContent()).toBe(
      'Know what every plate costs, the moment prices change',
    );
    expect(await shell.splashLog()).toEqual([true, false]);
  });
});

describe('app shell: service worker', () => {
  const browser = useBrowser();

  it('says the app is ready offline once the service worker is active, then works offline', async () => {
    const shell = new AppShell(await browser.page()).watchForProblems();
    await shell.goto('/');
    await shell.toast().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await shell.toast().textContent()).toContain('App ready to work offline');

    const worker = await shell.activeServiceWorker();
    expect(worker.scriptURL).toBe(`${baseURL()}/sw.js`);
    expect(worker.scope).toBe(`${baseURL()}/`);

    // Once the worker controls the page, the app opens without the network.
    await shell.page.reload();
    await shell.anyLayout().waitFor();
    await shell.page.context().setOffline(true);
    try {
      await shell.goto('/pricing');
      expect(await shell.heading().textContent()).toBe('Pricing');
    } finally {
      await shell.page.context().setOffline(false);
    }
    expect(shell.problems).toEqual([]);
  });

  it("meets Chromium's install criteria: a manifest with PNG icons at 192 and 512, a maskable one and a narrow and a wide screenshot", async () => {
    const shell = new AppShell(await browser.page());
    await shell.goto('/');
    await shell.activeServiceWorker();
    const cdp = await shell.page.context().newCDPSession(shell.page);
    // Chromium's own installability check: what makes it offer "Install app".
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors, data } = await cdp.send('Page.getAppManifest', {});
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
      screenshots?: {
        src: string;
        sizes: string;
        type: string;
        form_factor: string;
        label: string;
      }[];
    };
    const png = (sizes: string, purpose: string) =>
      manifest.icons.find(
        (i) => i.type === 'image/png' && i.sizes === sizes && i.purpose === purpose,
      );
    expect(png('192x192', 'any')).toBeDefined();
    expect(png('512x512', 'any')).toBeDefined();
    expect(png('512x512', 'maskable')).toBeDefined();
    for (const icon of manifest.icons) {
      const res = await shell.page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type'], icon.src).toBe(icon.type);
    }
    // The richer install dialog: a narrow and a wide screenshot, each a PNG of the size it
    // states, with a label; Chromium takes sizes from 320 to 3840 pixels, the longer side at
    // most 2.3 times the shorter.
    const screenshots = manifest.screenshots ?? [];
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      expect(shot.label.length, shot.src).toBeGreaterThan(0);
      expect(shot.type, shot.src).toBe('image/png');
      const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
      expect(Math.min(width, height), shot.src).toBeGreaterThanOrEqual(320);
      expect(Math.max(width, height), shot.src).toBeLessThanOrEqual(3840);
      expect(Math.max(width, height) / Math.min(width, height), shot.src).toBeLessThanOrEqual(2.3);
      expect(shot.form_factor === 'narrow' ? height > width : width > height, shot.src).toBe(true);
      const res = await shell.page.request.get(shot.src);
      expect(res.status(), shot.src).toBe(200);
      expect(res.headers()['content-type'], shot.src).toBe('image/png');
      // The PNG's own header (IHDR) holds its width and height.
      const png = await res.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], shot.src).toEqual([width, height]);
    }
    await cdp.detach();
  });
});
