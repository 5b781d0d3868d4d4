import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { NAMESPACES } from '../../i18n/namespaces';
import { SCREEN_ROUTES } from './route-table';
import source from './screens.ts?raw';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The feature folder of each screen in screens.ts and the catalogues it loads with it. */
function declaredScreens(): { folder: string; texts: string[] }[] {
  const pattern =
    /(?:withTexts|screenOf)\(\[([^\]]*)\],\s*\(\) =>\s*import\('\.\.\/\.\.\/features\/([a-z-]+)\//g;
  return [...source.matchAll(pattern)].map((match) => ({
    folder: match[2]!,
    texts: [...match[1]!.matchAll(/'([a-z-]+)'/g)].map((name) => name[1]!),
  }));
}

describe('screens', () => {
  it("each feature's screen loads its feature's catalogue with it", () => {
    const screens = declaredScreens();
    const featureImports = source.match(/import\('\.\.\/\.\.\/features\//g) ?? [];
    expect(screens).toHaveLength(featureImports.length);
    for (const { folder, texts } of screens) {
      const own = (NAMESPACES as readonly string[]).includes(folder) ? folder : 'public';
      expect(texts, folder).toContain(own);
    }
  });

  it("every screen but the dashboard fetches the screens' Mantine sheets with it", () => {
    const screens = source.match(/^export const \w+: Screen =/gm) ?? [];
    const styled = source.match(/: Screen = screenOf\(\[/g) ?? [];
    expect(styled).toHaveLength(screens.length - 1);
    expect(source.match(/withTexts\(\[/g)).toEqual(['withTexts([']);
    expect(source).toMatch(/export const DashboardPage: Screen = withTexts\(\['dashboard'\]/);
  });

  it("the dashboard's route loads the dashboard's texts when it opens, not before", async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue();
    const dash = SCREEN_ROUTES.find((route) => route.path === '/dash')!;
    expect(load).not.toHaveBeenCalled();
    await dash.Page();
    expect(load.mock.calls.flat(2)).toContain('dashboard');
    expect(load.mock.calls.flat(2)).not.toContain('recipes');
  });

  it("a public page drawn by the app loads the public pages' texts", async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue();
    await SCREEN_ROUTES.find((route) => route.path === '*')!.Page();
    expect(load.mock.calls.flat(2)).toContain('public');
  });
});
